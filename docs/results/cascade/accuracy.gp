# Accuracy vs length per datatype, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp
set terminal pngcairo size 1980,2900 font ',8'
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
256 1
4096 1
65536 1
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
16 1
256 1
4096 1
65536 1
EOD
$d49 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d50 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d51 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d52 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d53 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d54 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d55 << EOD
16 1
256 1
4096 1
65536 1
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
16 1
256 1
4096 1
65536 1
EOD
$d73 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d74 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d75 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d76 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d77 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d78 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d79 << EOD
16 1
256 1
4096 1
65536 1
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
256 1
4096 1
65536 1
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
4096 1
65536 1
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
65536 1
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
4096 1
65536 1
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
65536 1
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
16 1
256 1
4096 1
65536 1
EOD
$d137 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d138 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d139 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d140 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d141 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d142 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d143 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d144 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d145 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d146 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d147 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d148 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d149 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d150 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d151 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d152 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d153 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d154 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d155 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d156 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d157 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d158 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d159 << EOD
16 1
256 1
4096 1
65536 1
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
4096 1
65536 1
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
65536 1
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
16 1
256 1
4096 1
65536 1
EOD
$d175 << EOD
16 1
256 1
4096 1
65536 1
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
16 1
256 1
4096 1
65536 1
EOD
$d199 << EOD
16 1
256 1
4096 1
65536 1
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
16 1
256 1
4096 1
65536 1
EOD
$d207 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d208 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d209 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d210 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d211 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d212 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d213 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d214 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d215 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d216 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d217 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d218 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d219 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d220 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d221 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d222 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d223 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d224 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d225 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d226 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d227 << EOD
16 1
256 0
4096 0
65536 0
EOD
$d228 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d229 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d230 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d231 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d232 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d233 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d234 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d235 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d236 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d237 << EOD
16 1
256 0
4096 0
65536 0
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
16 1
256 1
4096 1
65536 1
EOD
$d243 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d244 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d245 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d246 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d247 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d248 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d249 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d250 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d251 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d252 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d253 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d254 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d255 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d256 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d257 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d258 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d259 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d260 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d261 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d262 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d263 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d264 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d265 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d266 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d267 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d268 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d269 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d270 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d271 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d272 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d273 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d274 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d275 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d276 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d277 << EOD
16 1
256 0
4096 0
65536 0
EOD
$d278 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d279 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d280 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d281 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d282 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d283 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d284 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d285 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d286 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d287 << EOD
16 1
256 0
4096 0
65536 0
EOD
$d288 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d289 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d290 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d291 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d292 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d293 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d294 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d295 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d296 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d297 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d298 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d299 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d300 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d301 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d302 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d303 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d304 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d305 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d306 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d307 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d308 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d309 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d310 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d311 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d312 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d313 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d314 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d315 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d316 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d317 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d318 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d319 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d320 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d321 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d322 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d323 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d324 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d325 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d326 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d327 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d328 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d329 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d330 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d331 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d332 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d333 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d334 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d335 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d336 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d337 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d338 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d339 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d340 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d341 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d342 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d343 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d344 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d345 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d346 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d347 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d348 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d349 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d350 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d351 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d352 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d353 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d354 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d355 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d356 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d357 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d358 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d359 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d360 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d361 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d362 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d363 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d364 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d365 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d366 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d367 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d368 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d369 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d370 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d371 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d372 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d373 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d374 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d375 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d376 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d377 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d378 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d379 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d380 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d381 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d382 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d383 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d384 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d385 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d386 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d387 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d388 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d389 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d390 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d391 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d392 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d393 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d394 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d395 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d396 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d397 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d398 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d399 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d400 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d401 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d402 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d403 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d404 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d405 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d406 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d407 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d408 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d409 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d410 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d411 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d412 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d413 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d414 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d415 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d416 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d417 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d418 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d419 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d420 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d421 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d422 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d423 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d424 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d425 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d426 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d427 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d428 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d429 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d430 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d431 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d432 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d433 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d434 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d435 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d436 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d437 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d438 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d439 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d440 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d441 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d442 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d443 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d444 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d445 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d446 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d447 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d448 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d449 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d450 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d451 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d452 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d453 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d454 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d455 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d456 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d457 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d458 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d459 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d460 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d461 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d462 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d463 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d464 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d465 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d466 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d467 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d468 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d469 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d470 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d471 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d472 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d473 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d474 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d475 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d476 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d477 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d478 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d479 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d480 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d481 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d482 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d483 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d484 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d485 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d486 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d487 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d488 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d489 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d490 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d491 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d492 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d493 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d494 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d495 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d496 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d497 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d498 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d499 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d500 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d501 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d502 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d503 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d504 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d505 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d506 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d507 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d508 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d509 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d510 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d511 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d512 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d513 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d514 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d515 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d516 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d517 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d518 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d519 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d520 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d521 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d522 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d523 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d524 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d525 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d526 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d527 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d528 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d529 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d530 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d531 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d532 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d533 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d534 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d535 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d536 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d537 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d538 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d539 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d540 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d541 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d542 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d543 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d544 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d545 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d546 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d547 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d548 << EOD
16 1
256 1
4096 1
65536 1
EOD
$d549 << EOD
16 1
256 1
4096 1
65536 1
EOD
set multiplot layout 11,6 title 'accuracy vs length (cascade: Theorem 4 (Krohn-Rhodes cascades -> LRNN layers) for regular languages that are not groups), 32 random words per point'
set logscale x 2
set yrange [-0.05:1.05]
set grid
unset key
set format x '2^{%L}'
set title 'tomita:1, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d0 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d1 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d10 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d11 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d20 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d21 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d30 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d31 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d40 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d41 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:1, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d2 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d3 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d12 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d13 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d22 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d23 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d32 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d33 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d42 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d43 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:1, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d4 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d5 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d14 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d15 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d24 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d25 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d34 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d35 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d44 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d45 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:1, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d6 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d7 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d16 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d17 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d26 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d27 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d36 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d37 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d46 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d47 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:1, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d8 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d9 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d18 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d19 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d28 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d29 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d38 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d39 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d48 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d49 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
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
plot NaN with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag', \
     NaN with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH', \
     NaN with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag', \
     NaN with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH', \
     NaN with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag', \
     NaN with lines lc rgb 'black' dt 1 title 'order sequential', \
     NaN with lines lc rgb 'black' dt 2 title 'order scan'
unset key
set border
set tics
set grid
set logscale x 2
set autoscale x
set yrange [-0.05:1.05]
set title 'tomita:2, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d50 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d51 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d60 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d61 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d70 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d71 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d80 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d81 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d90 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d91 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:2, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d52 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d53 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d62 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d63 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d72 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d73 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d82 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d83 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d92 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d93 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:2, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d54 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d55 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d64 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d65 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d74 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d75 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d84 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d85 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d94 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d95 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:2, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d56 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d57 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d66 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d67 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d76 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d77 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d86 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d87 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d96 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d97 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:2, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d58 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d59 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d68 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d69 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d78 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d79 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d88 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d89 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d98 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d99 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'tomita:3, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d100 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d101 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d110 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d111 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d120 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d121 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d130 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d131 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d140 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d141 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:3, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d102 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d103 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d112 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d113 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d122 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d123 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d132 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d133 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d142 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d143 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:3, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d104 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d105 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d114 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d115 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d124 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d125 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d134 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d135 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d144 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d145 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:3, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d106 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d107 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d116 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d117 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d126 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d127 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d136 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d137 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d146 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d147 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:3, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d108 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d109 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d118 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d119 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d128 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d129 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d138 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d139 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d148 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d149 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'tomita:4, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d150 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d151 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d160 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d161 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d170 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d171 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d180 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d181 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d190 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d191 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:4, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d152 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d153 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d162 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d163 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d172 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d173 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d182 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d183 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d192 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d193 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:4, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d154 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d155 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d164 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d165 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d174 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d175 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d184 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d185 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d194 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d195 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:4, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d156 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d157 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d166 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d167 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d176 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d177 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d186 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d187 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d196 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d197 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:4, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d158 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d159 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d168 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d169 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d178 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d179 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d188 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d189 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d198 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d199 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'tomita:5, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d200 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d201 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d210 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d211 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d220 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d221 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d230 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d231 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d240 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d241 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:5, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d202 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d203 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d212 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d213 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d222 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d223 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d232 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d233 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d242 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d243 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:5, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d204 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d205 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d214 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d215 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d224 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d225 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d234 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d235 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d244 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d245 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:5, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d206 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d207 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d216 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d217 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d226 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d227 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d236 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d237 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d246 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d247 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:5, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d208 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d209 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d218 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d219 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d228 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d229 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d238 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d239 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d248 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d249 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'tomita:6, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d250 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d251 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d260 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d261 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d270 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d271 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d280 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d281 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d290 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d291 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:6, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d252 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d253 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d262 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d263 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d272 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d273 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d282 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d283 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d292 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d293 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:6, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d254 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d255 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d264 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d265 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d274 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d275 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d284 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d285 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d294 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d295 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:6, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d256 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d257 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d266 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d267 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d276 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d277 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d286 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d287 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d296 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d297 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:6, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d258 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d259 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d268 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d269 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d278 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d279 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d288 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d289 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d298 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d299 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'tomita:7, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d300 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d301 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d310 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d311 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d320 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d321 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d330 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d331 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d340 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d341 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:7, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d302 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d303 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d312 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d313 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d322 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d323 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d332 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d333 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d342 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d343 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:7, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d304 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d305 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d314 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d315 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d324 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d325 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d334 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d335 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d344 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d345 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:7, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d306 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d307 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d316 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d317 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d326 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d327 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d336 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d337 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d346 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d347 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'tomita:7, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d308 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d309 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d318 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d319 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d328 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d329 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d338 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d339 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d348 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d349 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'flipflop, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d350 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d351 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d360 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d361 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d370 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d371 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d380 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d381 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d390 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d391 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'flipflop, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d352 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d353 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d362 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d363 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d372 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d373 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d382 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d383 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d392 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d393 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'flipflop, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d354 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d355 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d364 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d365 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d374 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d375 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d384 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d385 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d394 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d395 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'flipflop, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d356 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d357 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d366 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d367 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d376 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d377 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d386 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d387 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d396 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d397 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'flipflop, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d358 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d359 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d368 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d369 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d378 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d379 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d388 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d389 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d398 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d399 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'dyck:1:3, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d400 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d401 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d410 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d411 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d420 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d421 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d430 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d431 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d440 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d441 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:1:3, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d402 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d403 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d412 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d413 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d422 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d423 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d432 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d433 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d442 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d443 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:1:3, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d404 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d405 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d414 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d415 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d424 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d425 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d434 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d435 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d444 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d445 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:1:3, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d406 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d407 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d416 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d417 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d426 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d427 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d436 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d437 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d446 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d447 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:1:3, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d408 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d409 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d418 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d419 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d428 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d429 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d438 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d439 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d448 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d449 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'dyck:2:2, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d450 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d451 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d460 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d461 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d470 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d471 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d480 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d481 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d490 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d491 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:2:2, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d452 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d453 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d462 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d463 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d472 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d473 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d482 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d483 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d492 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d493 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:2:2, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d454 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d455 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d464 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d465 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d474 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d475 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d484 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d485 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d494 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d495 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:2:2, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d456 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d457 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d466 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d467 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d476 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d477 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d486 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d487 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d496 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d497 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'dyck:2:2, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d458 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d459 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d468 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d469 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d478 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d479 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d488 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d489 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d498 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d499 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
set title 'modarith:5, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d500 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d501 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d510 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d511 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d520 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d521 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d530 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d531 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d540 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d541 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'modarith:5, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d502 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d503 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d512 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d513 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d522 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d523 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d532 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d533 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d542 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d543 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'modarith:5, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d504 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d505 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d514 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d515 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d524 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d525 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d534 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d535 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d544 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d545 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'modarith:5, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d506 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d507 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d516 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d517 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d526 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d527 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d536 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d537 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d546 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d547 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set title 'modarith:5, e5m2'
set xlabel 'length'
set ylabel 'accuracy'
plot $d508 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'integer, reset diag (sequential)', \
     $d509 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'integer, reset diag (scan)', \
     $d518 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'integer, reset GH (sequential)', \
     $d519 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'integer, reset GH (scan)', \
     $d528 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'unit, reset diag (sequential)', \
     $d529 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'unit, reset diag (scan)', \
     $d538 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'unit, reset GH (sequential)', \
     $d539 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'unit, reset GH (scan)', \
     $d548 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'dense, reset diag (sequential)', \
     $d549 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'dense, reset diag (scan)'
set multiplot next
unset multiplot
