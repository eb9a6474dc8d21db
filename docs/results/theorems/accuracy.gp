# Accuracy vs length per datatype, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp
set terminal pngcairo size 1650,820 font ',8'
set output 'accuracy.png'
$d0 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d1 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d2 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d3 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d4 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d5 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d6 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d7 << EOD
16 1
256 0
4096 0
65536 0
EOD
$d8 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d9 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d10 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d11 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d12 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d13 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d14 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d15 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d16 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d17 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d18 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d19 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d20 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d21 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d22 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d23 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d24 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d25 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d26 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d27 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d28 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d29 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d30 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d31 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d32 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d33 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d34 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d35 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d36 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d37 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d38 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d39 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d40 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d41 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d42 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d43 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d44 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d45 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d46 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d47 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d48 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d49 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d50 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d51 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d52 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d53 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d54 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d55 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d56 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d57 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d58 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d59 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d60 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d61 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d62 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d63 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d64 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d65 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d66 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d67 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d68 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d69 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d70 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d71 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d72 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d73 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d74 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d75 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d76 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d77 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d78 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d79 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d80 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d81 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d82 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d83 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d84 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d85 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d86 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d87 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d88 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d89 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d90 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d91 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d92 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d93 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d94 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d95 << EOD
16 1
256 0
4096 0
65536 0
EOD
$d96 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d97 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d98 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d99 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d100 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d101 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d102 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d103 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d104 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d105 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d106 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d107 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d108 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d109 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d110 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d111 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d112 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d113 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d114 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d115 << EOD
16 1
256 1
4096 0
65536 0
EOD
$d116 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d117 << EOD
16 1
256 1
4096 1
65536 0
EOD
$d118 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d119 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d120 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d121 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d122 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d123 << EOD
16 1
256 1
4096 0
65536 0
EOD
$d124 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d125 << EOD
16 1
256 1
4096 1
65536 0
EOD
$d126 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d127 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d128 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d129 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d130 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d131 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d132 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d133 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d134 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d135 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d136 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d137 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d138 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d139 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d140 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d141 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d142 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d143 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d144 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d145 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d146 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d147 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d148 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d149 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d150 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d151 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d152 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d153 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d154 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d155 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d156 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d157 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d158 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d159 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d160 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d161 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d162 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d163 << EOD
16 1
256 1
4096 0
65536 0
EOD
$d164 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d165 << EOD
16 1
256 1
4096 1
65536 0
EOD
$d166 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d167 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d168 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d169 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d170 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d171 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d172 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d173 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d174 << EOD
16 0.625
256 0.4375
4096 0.40625
65536 0.59375
EOD
$d175 << EOD
16 0.03125
256 0
4096 0
65536 0
EOD
$d176 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d177 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d178 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d179 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d180 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d181 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d182 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d183 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d184 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d185 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d186 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d187 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d188 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d189 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d190 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d191 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d192 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d193 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d194 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d195 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d196 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d197 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d198 << EOD
16 0.625
256 0.4375
4096 0.40625
65536 0.59375
EOD
$d199 << EOD
16 0.03125
256 0
4096 0
65536 0
EOD
$d200 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d201 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d202 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d203 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d204 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d205 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d206 << EOD
16 0.625
256 0.4375
4096 0.40625
65536 0.59375
EOD
$d207 << EOD
16 0.03125
256 0
4096 0
65536 0
EOD
$d208 << EOD
16 1
256 1
4096 1
EOD
$d209 << EOD
16 1
256 1
4096 1
EOD
$d210 << EOD
16 1
256 1
4096 1
EOD
$d211 << EOD
16 1
256 1
4096 1
EOD
$d212 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d213 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d214 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d215 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d216 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d217 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d218 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d219 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d220 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d221 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d222 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d223 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d224 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d225 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d226 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d227 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d228 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d229 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d230 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d231 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d232 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d233 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d234 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d235 << EOD
16 0
256 0
4096 0
65536 0
EOD
$d236 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d237 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d238 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d239 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d240 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d241 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d242 << EOD
16 0.625
256 0.4375
4096 0.40625
65536 0.59375
EOD
$d243 << EOD
16 0.03125
256 0
4096 0
65536 0
EOD
set multiplot layout 3,5 title 'accuracy vs length (theorems: eigenvalue classes and structures for parity, mod-3 and S5 (Grazzi et al.)), 32 random words per point'
set logscale x 2
set yrange [-0.05:1.05]
set grid
unset key
set format x '2^{%L}'
set title 'parity, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d0 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d1 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d8 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d9 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d16 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d17 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d24 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d25 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d32 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d33 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d40 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d41 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d48 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d49 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d56 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 1 lw 1.5 title 'diag [-1,1] (sequential)', \
     $d57 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 2 lw 1.5 title 'diag [-1,1] (scan)', \
     $d64 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d65 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d72 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d73 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d80 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d81 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'parity, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d2 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d3 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d10 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d11 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d18 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d19 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d26 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d27 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d34 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d35 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d42 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d43 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d50 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d51 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d58 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 1 lw 1.5 title 'diag [-1,1] (sequential)', \
     $d59 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 2 lw 1.5 title 'diag [-1,1] (scan)', \
     $d66 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d67 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d74 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d75 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d82 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d83 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'parity, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d4 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d5 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d12 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d13 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d20 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d21 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d28 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d29 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d36 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d37 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d44 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d45 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d52 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d53 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d60 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 1 lw 1.5 title 'diag [-1,1] (sequential)', \
     $d61 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 2 lw 1.5 title 'diag [-1,1] (scan)', \
     $d68 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d69 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d76 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d77 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d84 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d85 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'parity, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d6 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d7 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d14 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d15 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d22 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d23 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d30 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d31 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d38 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d39 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d46 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d47 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d54 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d55 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d62 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 1 lw 1.5 title 'diag [-1,1] (sequential)', \
     $d63 using 1:2 with linespoints lc rgb '#bcbd22' pt 9 dt 2 lw 1.5 title 'diag [-1,1] (scan)', \
     $d70 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d71 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d78 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d79 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d86 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d87 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
# legend panel
set key center center font ',8' spacing 1.1
unset border
unset tics
unset title
unset xlabel
unset ylabel
unset grid
unset logscale x
set xrange [0:1]
set yrange [0:1]
plot NaN with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit', \
     NaN with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer', \
     NaN with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense', \
     NaN with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense', \
     NaN with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections', \
     NaN with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot', \
     NaN with linespoints lc rgb '#e377c2' pt 7 dt 1 lw 1.5 title 'diag [0,1]', \
     NaN with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort', \
     NaN with linespoints lc rgb '#bcbd22' pt 9 dt 1 lw 1.5 title 'diag [-1,1]', \
     NaN with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort', \
     NaN with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'GH [0,1]', \
     NaN with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort', \
     NaN with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1]', \
     NaN with lines lc rgb 'black' dt 1 title 'order sequential', \
     NaN with lines lc rgb 'black' dt 2 title 'order scan'
unset key
set border
set tics
set grid
set logscale x 2
set autoscale x
set yrange [-0.05:1.05]
set title 'mod:3, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d88 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d89 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d96 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d97 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d104 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d105 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d112 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d113 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d120 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d121 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d128 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d129 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d136 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d137 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d144 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d145 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d152 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d153 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d160 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d161 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'mod:3, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d90 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d91 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d98 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d99 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d106 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d107 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d114 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d115 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d122 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d123 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d130 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d131 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d138 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d139 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d146 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d147 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d154 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d155 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d162 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d163 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'mod:3, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d92 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d93 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d100 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d101 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d108 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d109 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d116 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d117 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d124 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d125 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d132 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d133 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d140 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d141 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d148 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d149 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d156 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d157 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d164 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d165 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'mod:3, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d94 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d95 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d102 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d103 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d110 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d111 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d118 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d119 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d126 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d127 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d134 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d135 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 2 lw 1.5 title 'onehot (scan)', \
     $d142 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d143 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d150 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d151 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d158 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d159 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d166 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d167 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set multiplot next
set title 'sym:5, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d168 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d169 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d176 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d177 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d184 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d185 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d192 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d193 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d200 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d201 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d208 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d212 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d213 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d220 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d221 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d228 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d229 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d236 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d237 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'sym:5, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d170 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d171 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d178 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d179 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d186 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d187 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d194 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d195 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d202 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d203 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d209 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d214 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d215 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d222 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d223 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d230 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d231 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d238 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d239 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'sym:5, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d172 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d173 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d180 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d181 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d188 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d189 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d196 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d197 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d204 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d205 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d210 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d216 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d217 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d224 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d225 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d232 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d233 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d240 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d241 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set title 'sym:5, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d174 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'reflections, unit (sequential)', \
     $d175 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'reflections, unit (scan)', \
     $d182 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'reflections, integer (sequential)', \
     $d183 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'reflections, integer (scan)', \
     $d190 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'permutation, dense (sequential)', \
     $d191 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'permutation, dense (scan)', \
     $d198 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'rotation, dense (sequential)', \
     $d199 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'rotation, dense (scan)', \
     $d206 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'rotation, reflections (sequential)', \
     $d207 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'rotation, reflections (scan)', \
     $d211 using 1:2 with linespoints lc rgb '#8c564b' pt 6 dt 1 lw 1.5 title 'onehot (sequential)', \
     $d218 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [0,1], best effort (sequential)', \
     $d219 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [0,1], best effort (scan)', \
     $d226 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 1 lw 1.5 title 'diag [-1,1], best effort (sequential)', \
     $d227 using 1:2 with linespoints lc rgb '#17becf' pt 10 dt 2 lw 1.5 title 'diag [-1,1], best effort (scan)', \
     $d234 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 1 lw 1.5 title 'GH [0,1], best effort (sequential)', \
     $d235 using 1:2 with linespoints lc rgb '#aec7e8' pt 12 dt 2 lw 1.5 title 'GH [0,1], best effort (scan)', \
     $d242 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 1 lw 1.5 title 'GH [-1,1] (sequential)', \
     $d243 using 1:2 with linespoints lc rgb '#1f77b4' pt 13 dt 2 lw 1.5 title 'GH [-1,1] (scan)'
set multiplot next
unset multiplot
