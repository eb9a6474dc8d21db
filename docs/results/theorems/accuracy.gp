# Accuracy vs length, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp
set terminal pngcairo size 1715,1204 font ',8'
set output 'accuracy.png'
$d0 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d1 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d2 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d3 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d4 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d5 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d6 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d7 << EOD
16 1 1 1
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d8 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d9 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d10 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d11 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d12 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d13 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d14 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d15 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d16 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d17 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d18 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d19 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d20 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d21 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d22 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d23 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d24 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d25 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d26 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d27 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d28 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d29 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d30 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d31 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d32 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d33 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d34 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d35 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d36 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d37 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d38 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d39 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d40 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d41 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d42 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d43 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d44 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d45 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d46 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d47 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d48 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d49 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d50 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d51 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d52 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d53 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d54 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d55 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d56 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d57 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d58 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d59 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d60 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d61 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d62 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d63 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d64 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d65 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d66 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d67 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d68 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d69 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d70 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d71 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d72 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d73 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d74 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d75 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d76 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d77 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d78 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d79 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d80 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d81 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d82 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d83 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d84 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d85 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d86 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d87 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d88 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d89 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d90 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d91 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d92 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d93 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d94 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d95 << EOD
16 1 1 1
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d96 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d97 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d98 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d99 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d100 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d101 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d102 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d103 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d104 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d105 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d106 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d107 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d108 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d109 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d110 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d111 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d112 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d113 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d114 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d115 << EOD
16 1 1 1
256 1 1 1
4096 0 0 0
65536 0 0 0
EOD
$d116 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d117 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 0 0 0
EOD
$d118 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d119 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d120 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d121 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d122 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d123 << EOD
16 1 1 1
256 1 1 1
4096 0 0 0
65536 0 0 0
EOD
$d124 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d125 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 0 0 0
EOD
$d126 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d127 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d128 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d129 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d130 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d131 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d132 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d133 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d134 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d135 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d136 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d137 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d138 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d139 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d140 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d141 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d142 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d143 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d144 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d145 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d146 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d147 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d148 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d149 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d150 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d151 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d152 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d153 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d154 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d155 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d156 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d157 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d158 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d159 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d160 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d161 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d162 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d163 << EOD
16 1 1 1
256 1 1 1
4096 0 0 0
65536 0 0 0
EOD
$d164 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d165 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 0 0 0
EOD
$d166 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d167 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d168 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d169 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d170 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d171 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d172 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d173 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d174 << EOD
16 0.625 0.625 0.625
256 0.4375 0.4375 0.4375
4096 0.40625 0.40625 0.40625
65536 0.59375 0.59375 0.59375
EOD
$d175 << EOD
16 0.03125 0.03125 0.03125
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d176 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d177 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d178 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d179 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d180 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d181 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d182 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d183 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d184 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d185 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d186 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d187 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d188 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d189 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d190 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d191 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d192 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d193 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d194 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d195 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d196 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d197 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d198 << EOD
16 0.625 0.625 0.625
256 0.4375 0.4375 0.4375
4096 0.40625 0.40625 0.40625
65536 0.59375 0.59375 0.59375
EOD
$d199 << EOD
16 0.03125 0.03125 0.03125
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d200 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d201 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d202 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d203 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d204 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d205 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d206 << EOD
16 0.625 0.625 0.625
256 0.4375 0.4375 0.4375
4096 0.40625 0.40625 0.40625
65536 0.59375 0.59375 0.59375
EOD
$d207 << EOD
16 0.03125 0.03125 0.03125
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d208 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
EOD
$d209 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
EOD
$d210 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
EOD
$d211 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
EOD
$d212 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d213 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d214 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d215 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d216 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d217 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d218 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d219 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d220 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d221 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d222 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d223 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d224 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d225 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d226 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d227 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d228 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d229 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d230 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d231 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d232 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d233 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d234 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d235 << EOD
16 0 0 0
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
$d236 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d237 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d238 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d239 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d240 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d241 << EOD
16 1 1 1
256 1 1 1
4096 1 1 1
65536 1 1 1
EOD
$d242 << EOD
16 0.625 0.625 0.625
256 0.4375 0.4375 0.4375
4096 0.40625 0.40625 0.40625
65536 0.59375 0.59375 0.59375
EOD
$d243 << EOD
16 0.03125 0.03125 0.03125
256 0 0 0
4096 0 0 0
65536 0 0 0
EOD
set multiplot title 'sequence accuracy vs length (theorems: eigenvalue classes and structures for parity, mod-3 and S5 (Grazzi et al.)), 32 random words per point'
# legend
set origin 0,0.9468
set size 1,0.0532
set key center bottom horizontal maxrows 1 font ',9' samplen 3
unset border
unset tics
unset title
unset xlabel
unset ylabel
unset grid
unset logscale x
set xrange [0:1]
set yrange [0:1]
plot NaN with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 title 'fp32', \
     NaN with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 title 'bf16', \
     NaN with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 title 'fp16', \
     NaN with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 title 'e4m3', \
     NaN with lines lc rgb 'black' dt 1 title 'order sequential', \
     NaN with lines lc rgb 'black' dt 2 title 'order scan'
unset key
set border
set tics
set grid
set size 0.1429,0.1578
set logscale x 2
set yrange [-0.05:1.05]
set ytics 0.5
set xtics (16, 256, 4096, 65536)
set xrange [8:131072]
set origin 0.0000,0.7890
set title 'parity, reflections, unit'
plot $d0 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d1 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d2 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d3 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d4 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d5 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d6 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d7 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1429,0.7890
set title 'parity, reflections, integer'
plot $d8 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d9 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d10 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d11 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d12 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d13 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d14 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d15 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2857,0.7890
set title 'parity, permutation, dense'
plot $d16 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d17 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d18 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d19 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d20 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d21 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d22 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d23 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.4286,0.7890
set title 'parity, rotation, dense'
plot $d24 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d25 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d26 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d27 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d28 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d29 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d30 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d31 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5714,0.7890
set title 'parity, rotation, reflections'
plot $d32 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d33 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d34 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d35 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d36 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d37 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d38 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d39 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7143,0.7890
set title 'parity, onehot'
plot $d40 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d41 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d42 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d43 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d44 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d45 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d46 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d47 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.8571,0.7890
set title 'parity, diag [0,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.0000,0.6312
set title 'mod:3, reflections, unit'
plot $d88 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d89 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d90 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d91 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d92 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d93 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d94 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d95 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1429,0.6312
set title 'mod:3, reflections, integer'
plot $d96 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d97 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d98 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d99 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d100 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d101 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d102 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d103 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2857,0.6312
set title 'mod:3, permutation, dense'
plot $d104 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d105 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d106 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d107 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d108 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d109 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d110 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d111 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.4286,0.6312
set title 'mod:3, rotation, dense'
plot $d112 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d113 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d114 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d115 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d116 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d117 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d118 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d119 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5714,0.6312
set title 'mod:3, rotation, reflections'
plot $d120 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d121 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d122 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d123 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d124 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d125 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d126 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d127 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7143,0.6312
set title 'mod:3, onehot'
plot $d128 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d129 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d130 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d131 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d132 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d133 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d134 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d135 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.8571,0.6312
set title 'mod:3, diag [0,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.0000,0.4734
set title 'sym:5, reflections, unit'
plot $d168 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d169 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d170 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d171 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d172 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d173 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d174 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d175 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1429,0.4734
set title 'sym:5, reflections, integer'
plot $d176 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d177 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d178 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d179 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d180 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d181 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d182 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d183 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2857,0.4734
set title 'sym:5, permutation, dense'
plot $d184 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d185 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d186 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d187 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d188 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d189 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d190 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d191 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.4286,0.4734
set title 'sym:5, rotation, dense'
plot $d192 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d193 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d194 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d195 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d196 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d197 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d198 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d199 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5714,0.4734
set title 'sym:5, rotation, reflections'
plot $d200 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d201 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d202 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d203 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d204 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d205 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d206 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d207 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7143,0.4734
set title 'sym:5, onehot'
plot $d208 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d209 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d210 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d211 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle
set origin 0.8571,0.4734
set title 'sym:5, diag [0,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.0000,0.3156
set title 'parity, diag [0,1], best effort'
plot $d48 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d49 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d50 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d51 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d52 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d53 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d54 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d55 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1429,0.3156
set title 'parity, diag [-1,1]'
plot $d56 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d57 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d58 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d59 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d60 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d61 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d62 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d63 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2857,0.3156
set title 'parity, diag [-1,1], best effort'
plot $d64 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d65 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d66 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d67 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d68 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d69 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d70 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d71 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.4286,0.3156
set title 'parity, GH [0,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.5714,0.3156
set title 'parity, GH [0,1], best effort'
plot $d72 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d73 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d74 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d75 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d76 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d77 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d78 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d79 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7143,0.3156
set title 'parity, GH [-1,1]'
plot $d80 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d81 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d82 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d83 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d84 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d85 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d86 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d87 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.0000,0.1578
set title 'mod:3, diag [0,1], best effort'
plot $d136 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d137 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d138 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d139 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d140 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d141 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d142 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d143 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1429,0.1578
set title 'mod:3, diag [-1,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.2857,0.1578
set title 'mod:3, diag [-1,1], best effort'
plot $d144 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d145 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d146 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d147 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d148 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d149 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d150 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d151 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.4286,0.1578
set title 'mod:3, GH [0,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.5714,0.1578
set title 'mod:3, GH [0,1], best effort'
plot $d152 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d153 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d154 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d155 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d156 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d157 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d158 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d159 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7143,0.1578
set title 'mod:3, GH [-1,1]'
plot $d160 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d161 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d162 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d163 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d164 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d165 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d166 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d167 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.0000,0.0000
set title 'sym:5, diag [0,1], best effort'
plot $d212 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d213 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d214 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d215 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d216 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d217 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d218 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d219 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1429,0.0000
set title 'sym:5, diag [-1,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.2857,0.0000
set title 'sym:5, diag [-1,1], best effort'
plot $d220 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d221 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d222 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d223 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d224 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d225 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d226 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d227 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.4286,0.0000
set title 'sym:5, GH [0,1]'
set label 1 'cannot implement' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.5714,0.0000
set title 'sym:5, GH [0,1], best effort'
plot $d228 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d229 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d230 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d231 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d232 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d233 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d234 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d235 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7143,0.0000
set title 'sym:5, GH [-1,1]'
plot $d236 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d237 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d238 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 1 notitle, \
     $d239 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.00 lw 3.00 dt 2 notitle, \
     $d240 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 1 notitle, \
     $d241 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.75 lw 2.00 dt 2 notitle, \
     $d242 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 1 notitle, \
     $d243 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.50 lw 1.00 dt 2 notitle
unset multiplot
