# Accuracy vs length per datatype, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp
set terminal pngcairo size 1980,2120 font ',8'
set output 'accuracy.png'
$d0 << EOD
16 1
64 1
256 1
1024 1
EOD
$d1 << EOD
16 1
64 1
256 1
1024 1
EOD
$d2 << EOD
16 1
64 1
256 1
1024 1
EOD
$d3 << EOD
16 1
64 1
256 1
1024 1
EOD
$d4 << EOD
16 1
64 1
256 1
1024 1
EOD
$d5 << EOD
16 1
64 1
256 1
1024 1
EOD
$d6 << EOD
16 1
64 1
256 1
1024 1
EOD
$d7 << EOD
16 1
64 1
256 1
1024 1
EOD
$d8 << EOD
16 1
64 1
256 1
1024 1
EOD
$d9 << EOD
16 1
64 1
256 1
1024 1
EOD
$d10 << EOD
16 1
64 1
256 1
1024 1
EOD
$d11 << EOD
16 1
64 1
256 1
1024 1
EOD
$d12 << EOD
16 1
64 1
256 1
1024 1
EOD
$d13 << EOD
16 1
64 1
256 1
1024 1
EOD
$d14 << EOD
16 1
64 1
256 1
1024 1
EOD
$d15 << EOD
16 1
64 1
256 1
1024 1
EOD
$d16 << EOD
16 1
64 1
256 1
1024 1
EOD
$d17 << EOD
16 1
64 1
256 1
1024 1
EOD
$d18 << EOD
16 1
64 1
256 1
1024 1
EOD
$d19 << EOD
16 1
64 0.0625
256 0
1024 0
EOD
$d20 << EOD
16 1
64 1
256 1
1024 1
EOD
$d21 << EOD
16 1
64 1
256 1
1024 1
EOD
$d22 << EOD
16 1
64 1
256 1
1024 1
EOD
$d23 << EOD
16 1
64 1
256 1
1024 1
EOD
$d24 << EOD
16 1
64 1
256 1
1024 1
EOD
$d25 << EOD
16 1
64 1
256 1
1024 1
EOD
$d26 << EOD
16 1
64 1
256 1
1024 1
EOD
$d27 << EOD
16 1
64 1
256 1
1024 1
EOD
$d28 << EOD
16 1
64 1
256 1
1024 1
EOD
$d29 << EOD
16 1
64 1
256 1
1024 1
EOD
$d30 << EOD
16 1
64 1
256 1
1024 1
EOD
$d31 << EOD
16 1
64 1
256 1
1024 1
EOD
$d32 << EOD
16 1
64 1
256 1
1024 1
EOD
$d33 << EOD
16 1
64 1
256 1
1024 1
EOD
$d34 << EOD
16 1
64 1
256 1
1024 1
EOD
$d35 << EOD
16 1
64 1
256 1
1024 1
EOD
$d36 << EOD
16 1
64 1
256 1
1024 1
EOD
$d37 << EOD
16 1
64 1
256 1
1024 1
EOD
$d38 << EOD
16 1
64 1
256 1
1024 1
EOD
$d39 << EOD
16 1
64 1
256 1
1024 1
EOD
$d40 << EOD
16 1
64 1
256 1
1024 1
EOD
$d41 << EOD
16 1
64 1
256 1
1024 1
EOD
$d42 << EOD
16 1
64 1
256 1
1024 1
EOD
$d43 << EOD
16 1
64 1
256 1
1024 1
EOD
$d44 << EOD
16 1
64 1
256 1
1024 1
EOD
$d45 << EOD
16 1
64 1
256 1
1024 1
EOD
$d46 << EOD
16 1
64 1
256 1
1024 1
EOD
$d47 << EOD
16 1
64 1
256 1
1024 1
EOD
$d48 << EOD
16 1
64 1
256 1
1024 1
EOD
$d49 << EOD
16 1
64 1
256 1
1024 1
EOD
$d50 << EOD
16 1
64 1
256 1
1024 1
EOD
$d51 << EOD
16 1
64 1
256 1
1024 1
EOD
$d52 << EOD
16 1
64 1
256 1
1024 1
EOD
$d53 << EOD
16 1
64 1
256 1
1024 1
EOD
$d54 << EOD
16 1
64 1
256 1
1024 1
EOD
$d55 << EOD
16 1
64 1
256 1
1024 1
EOD
$d56 << EOD
16 1
64 1
256 1
1024 1
EOD
$d57 << EOD
16 1
64 1
256 1
1024 1
EOD
$d58 << EOD
16 1
64 1
256 1
1024 1
EOD
$d59 << EOD
16 1
64 0
256 0
1024 0
EOD
$d60 << EOD
16 1
64 1
256 1
1024 1
EOD
$d61 << EOD
16 1
64 1
256 1
1024 1
EOD
$d62 << EOD
16 1
64 1
256 1
1024 1
EOD
$d63 << EOD
16 1
64 1
256 1
1024 1
EOD
$d64 << EOD
16 1
64 1
256 1
1024 1
EOD
$d65 << EOD
16 1
64 1
256 1
1024 1
EOD
$d66 << EOD
16 1
64 1
256 1
1024 1
EOD
$d67 << EOD
16 1
64 1
256 1
1024 1
EOD
$d68 << EOD
16 1
64 1
256 1
1024 1
EOD
$d69 << EOD
16 1
64 1
256 1
1024 1
EOD
$d70 << EOD
16 1
64 1
256 1
1024 1
EOD
$d71 << EOD
16 1
64 1
256 1
1024 1
EOD
$d72 << EOD
16 1
64 1
256 1
1024 1
EOD
$d73 << EOD
16 1
64 1
256 1
1024 1
EOD
$d74 << EOD
16 1
64 1
256 1
1024 1
EOD
$d75 << EOD
16 1
64 1
256 1
1024 1
EOD
$d76 << EOD
16 1
64 1
256 1
1024 1
EOD
$d77 << EOD
16 1
64 1
256 1
1024 1
EOD
$d78 << EOD
16 1
64 1
256 1
1024 1
EOD
$d79 << EOD
16 1
64 1
256 1
1024 1
EOD
$d80 << EOD
16 1
64 1
256 1
1024 1
EOD
$d81 << EOD
16 1
64 1
256 1
1024 1
EOD
$d82 << EOD
16 1
64 1
256 1
1024 1
EOD
$d83 << EOD
16 1
64 1
256 1
1024 1
EOD
$d84 << EOD
16 1
64 1
256 1
1024 1
EOD
$d85 << EOD
16 1
64 1
256 1
1024 1
EOD
$d86 << EOD
16 1
64 1
256 1
1024 1
EOD
$d87 << EOD
16 1
64 1
256 1
1024 1
EOD
$d88 << EOD
16 1
64 1
256 1
1024 1
EOD
$d89 << EOD
16 1
64 1
256 1
1024 1
EOD
$d90 << EOD
16 1
64 1
256 1
1024 1
EOD
$d91 << EOD
16 1
64 1
256 1
1024 1
EOD
$d92 << EOD
16 1
64 1
256 1
1024 1
EOD
$d93 << EOD
16 1
64 1
256 1
1024 1
EOD
$d94 << EOD
16 1
64 1
256 1
1024 1
EOD
$d95 << EOD
16 1
64 1
256 1
1024 1
EOD
$d96 << EOD
16 1
64 1
256 1
1024 1
EOD
$d97 << EOD
16 1
64 1
256 1
1024 1
EOD
$d98 << EOD
16 1
64 1
256 1
1024 1
EOD
$d99 << EOD
16 1
64 0.0625
256 0
1024 0
EOD
$d100 << EOD
16 1
64 1
256 1
1024 1
EOD
$d101 << EOD
16 1
64 1
256 1
1024 1
EOD
$d102 << EOD
16 1
64 1
256 1
1024 1
EOD
$d103 << EOD
16 1
64 1
256 1
1024 1
EOD
$d104 << EOD
16 1
64 1
256 1
1024 1
EOD
$d105 << EOD
16 1
64 1
256 1
1024 1
EOD
$d106 << EOD
16 1
64 1
256 1
1024 1
EOD
$d107 << EOD
16 1
64 1
256 1
1024 1
EOD
$d108 << EOD
16 1
64 1
256 0
1024 0
EOD
$d109 << EOD
16 1
64 1
256 0
1024 0
EOD
$d110 << EOD
16 1
64 1
256 1
1024 1
EOD
$d111 << EOD
16 1
64 1
256 1
1024 1
EOD
$d112 << EOD
16 1
64 1
256 1
1024 1
EOD
$d113 << EOD
16 1
64 1
256 1
1024 1
EOD
$d114 << EOD
16 1
64 1
256 1
1024 1
EOD
$d115 << EOD
16 1
64 1
256 1
1024 1
EOD
$d116 << EOD
16 1
64 1
256 1
1024 1
EOD
$d117 << EOD
16 1
64 1
256 1
1024 1
EOD
$d118 << EOD
16 1
64 1
256 1
1024 1
EOD
$d119 << EOD
16 1
64 1
256 1
1024 1
EOD
$d120 << EOD
16 1
64 1
256 1
1024 1
EOD
$d121 << EOD
16 1
64 1
256 1
1024 1
EOD
$d122 << EOD
16 1
64 1
256 1
1024 1
EOD
$d123 << EOD
16 1
64 1
256 1
1024 1
EOD
$d124 << EOD
16 1
64 1
256 1
1024 1
EOD
$d125 << EOD
16 1
64 1
256 1
1024 1
EOD
$d126 << EOD
16 1
64 1
256 1
1024 1
EOD
$d127 << EOD
16 1
64 1
256 1
1024 1
EOD
$d128 << EOD
16 1
64 1
256 1
1024 1
EOD
$d129 << EOD
16 1
64 1
256 1
1024 1
EOD
$d130 << EOD
16 1
64 1
256 1
1024 1
EOD
$d131 << EOD
16 1
64 1
256 1
1024 1
EOD
$d132 << EOD
16 1
64 1
256 1
1024 1
EOD
$d133 << EOD
16 1
64 1
256 1
1024 1
EOD
$d134 << EOD
16 1
64 1
256 1
1024 1
EOD
$d135 << EOD
16 1
64 1
256 1
1024 1
EOD
$d136 << EOD
16 1
64 1
256 1
1024 1
EOD
$d137 << EOD
16 1
64 1
256 1
1024 1
EOD
$d138 << EOD
16 1
64 1
256 1
1024 1
EOD
$d139 << EOD
16 0.625
64 0
256 0
1024 0
EOD
$d140 << EOD
16 1
64 1
256 1
1024 1
EOD
$d141 << EOD
16 1
64 1
256 1
1024 1
EOD
$d142 << EOD
16 1
64 1
256 1
1024 1
EOD
$d143 << EOD
16 1
64 1
256 1
1024 1
EOD
$d144 << EOD
16 1
64 1
256 1
1024 1
EOD
$d145 << EOD
16 1
64 1
256 1
1024 1
EOD
$d146 << EOD
16 1
64 1
256 1
1024 1
EOD
$d147 << EOD
16 1
64 1
256 1
1024 1
EOD
$d148 << EOD
16 1
64 1
256 1
1024 1
EOD
$d149 << EOD
16 1
64 1
256 1
1024 1
EOD
$d150 << EOD
16 1
64 1
256 1
1024 1
EOD
$d151 << EOD
16 1
64 1
256 1
1024 1
EOD
$d152 << EOD
16 1
64 1
256 1
1024 1
EOD
$d153 << EOD
16 1
64 1
256 1
1024 1
EOD
$d154 << EOD
16 1
64 1
256 1
1024 1
EOD
$d155 << EOD
16 1
64 1
256 1
1024 1
EOD
$d156 << EOD
16 1
64 1
256 1
1024 1
EOD
$d157 << EOD
16 1
64 1
256 1
1024 1
EOD
$d158 << EOD
16 1
64 1
256 1
1024 1
EOD
$d159 << EOD
16 1
64 1
256 1
1024 1
EOD
$d160 << EOD
16 1
64 1
256 1
1024 1
EOD
$d161 << EOD
16 1
64 1
256 1
1024 1
EOD
$d162 << EOD
16 1
64 1
256 1
1024 1
EOD
$d163 << EOD
16 1
64 1
256 1
1024 1
EOD
$d164 << EOD
16 1
64 1
256 1
1024 1
EOD
$d165 << EOD
16 1
64 1
256 1
1024 1
EOD
$d166 << EOD
16 1
64 1
256 1
1024 1
EOD
$d167 << EOD
16 1
64 1
256 1
1024 1
EOD
$d168 << EOD
16 1
64 1
256 1
1024 1
EOD
$d169 << EOD
16 1
64 1
256 1
1024 1
EOD
$d170 << EOD
16 1
64 1
256 1
1024 1
EOD
$d171 << EOD
16 1
64 1
256 1
1024 1
EOD
$d172 << EOD
16 1
64 1
256 1
1024 1
EOD
$d173 << EOD
16 1
64 1
256 1
1024 1
EOD
$d174 << EOD
16 1
64 1
256 1
1024 1
EOD
$d175 << EOD
16 1
64 1
256 1
1024 1
EOD
$d176 << EOD
16 1
64 1
256 1
1024 1
EOD
$d177 << EOD
16 1
64 1
256 1
1024 1
EOD
$d178 << EOD
16 1
64 1
256 1
1024 1
EOD
$d179 << EOD
16 0.5
64 0
256 0
1024 0
EOD
$d180 << EOD
16 1
64 1
256 1
1024 1
EOD
$d181 << EOD
16 1
64 1
256 1
1024 1
EOD
$d182 << EOD
16 1
64 1
256 1
1024 1
EOD
$d183 << EOD
16 1
64 1
256 1
1024 1
EOD
$d184 << EOD
16 1
64 1
256 1
1024 1
EOD
$d185 << EOD
16 1
64 1
256 1
1024 1
EOD
$d186 << EOD
16 1
64 1
256 1
1024 1
EOD
$d187 << EOD
16 1
64 1
256 1
1024 1
EOD
$d188 << EOD
16 1
64 1
256 1
1024 1
EOD
$d189 << EOD
16 0.5
64 0
256 0
1024 0
EOD
$d190 << EOD
16 1
64 1
256 1
1024 1
EOD
$d191 << EOD
16 1
64 1
256 1
1024 1
EOD
$d192 << EOD
16 1
64 1
256 1
1024 1
EOD
$d193 << EOD
16 1
64 1
256 1
1024 1
EOD
$d194 << EOD
16 1
64 1
256 1
1024 1
EOD
$d195 << EOD
16 1
64 1
256 1
1024 1
EOD
$d196 << EOD
16 1
64 1
256 1
1024 1
EOD
$d197 << EOD
16 1
64 1
256 1
1024 1
EOD
$d198 << EOD
16 1
64 1
256 1
1024 1
EOD
$d199 << EOD
16 1
64 1
256 1
1024 1
EOD
$d200 << EOD
16 1
64 1
256 1
1024 1
EOD
$d201 << EOD
16 1
64 1
256 1
1024 1
EOD
$d202 << EOD
16 1
64 1
256 1
1024 1
EOD
$d203 << EOD
16 1
64 1
256 1
1024 1
EOD
$d204 << EOD
16 1
64 1
256 1
1024 1
EOD
$d205 << EOD
16 1
64 1
256 1
1024 1
EOD
$d206 << EOD
16 1
64 1
256 1
1024 1
EOD
$d207 << EOD
16 1
64 1
256 1
1024 1
EOD
$d208 << EOD
16 1
64 1
256 1
1024 1
EOD
$d209 << EOD
16 1
64 1
256 1
1024 1
EOD
$d210 << EOD
16 1
64 1
256 1
1024 1
EOD
$d211 << EOD
16 1
64 1
256 1
1024 1
EOD
$d212 << EOD
16 1
64 1
256 1
1024 1
EOD
$d213 << EOD
16 1
64 1
256 1
1024 1
EOD
$d214 << EOD
16 1
64 1
256 1
1024 1
EOD
$d215 << EOD
16 1
64 1
256 1
1024 1
EOD
$d216 << EOD
16 1
64 1
256 1
1024 1
EOD
$d217 << EOD
16 1
64 1
256 1
1024 1
EOD
$d218 << EOD
16 1
64 1
256 1
1024 1
EOD
$d219 << EOD
16 0.75
64 0
256 0
1024 0
EOD
$d220 << EOD
16 1
64 1
256 1
1024 1
EOD
$d221 << EOD
16 1
64 1
256 1
1024 1
EOD
$d222 << EOD
16 1
64 1
256 1
1024 1
EOD
$d223 << EOD
16 1
64 1
256 1
1024 1
EOD
$d224 << EOD
16 1
64 1
256 1
1024 1
EOD
$d225 << EOD
16 1
64 1
256 1
1024 1
EOD
$d226 << EOD
16 1
64 1
256 1
1024 1
EOD
$d227 << EOD
16 1
64 1
256 1
1024 1
EOD
$d228 << EOD
16 1
64 1
256 1
1024 1
EOD
$d229 << EOD
16 0.75
64 0
256 0
1024 0
EOD
$d230 << EOD
16 1
64 1
256 1
1024 1
EOD
$d231 << EOD
16 1
64 1
256 1
1024 1
EOD
$d232 << EOD
16 1
64 1
256 1
1024 1
EOD
$d233 << EOD
16 1
64 1
256 1
1024 1
EOD
$d234 << EOD
16 1
64 1
256 1
1024 1
EOD
$d235 << EOD
16 1
64 1
256 1
1024 1
EOD
$d236 << EOD
16 1
64 1
256 1
1024 1
EOD
$d237 << EOD
16 1
64 1
256 1
1024 1
EOD
$d238 << EOD
16 1
64 1
256 1
1024 1
EOD
$d239 << EOD
16 1
64 1
256 1
1024 1
EOD
$d240 << EOD
16 1
64 1
256 1
1024 1
EOD
$d241 << EOD
16 1
64 1
256 1
1024 1
EOD
$d242 << EOD
16 1
64 1
256 1
1024 1
EOD
$d243 << EOD
16 1
64 1
256 1
1024 1
EOD
$d244 << EOD
16 1
64 1
256 1
1024 1
EOD
$d245 << EOD
16 1
64 1
256 1
1024 1
EOD
$d246 << EOD
16 1
64 1
256 1
1024 1
EOD
$d247 << EOD
16 1
64 1
256 1
1024 1
EOD
$d248 << EOD
16 1
64 1
256 1
1024 1
EOD
$d249 << EOD
16 1
64 1
256 1
1024 1
EOD
$d250 << EOD
16 1
64 1
256 1
1024 1
EOD
$d251 << EOD
16 1
64 1
256 1
1024 1
EOD
$d252 << EOD
16 1
64 1
256 1
1024 1
EOD
$d253 << EOD
16 1
64 1
256 1
1024 1
EOD
$d254 << EOD
16 1
64 1
256 1
1024 1
EOD
$d255 << EOD
16 1
64 1
256 1
1024 1
EOD
$d256 << EOD
16 1
64 1
256 1
1024 1
EOD
$d257 << EOD
16 1
64 1
256 1
1024 1
EOD
$d258 << EOD
16 0.9375
64 0.875
256 0.875
1024 0.625
EOD
$d259 << EOD
16 0.125
64 0
256 0
1024 0
EOD
$d260 << EOD
16 1
64 1
256 1
1024 1
EOD
$d261 << EOD
16 1
64 1
256 1
1024 1
EOD
$d262 << EOD
16 1
64 1
256 1
1024 1
EOD
$d263 << EOD
16 1
64 1
256 1
1024 1
EOD
$d264 << EOD
16 1
64 1
256 1
1024 1
EOD
$d265 << EOD
16 1
64 1
256 1
1024 1
EOD
$d266 << EOD
16 1
64 1
256 1
1024 1
EOD
$d267 << EOD
16 1
64 1
256 1
1024 1
EOD
$d268 << EOD
16 0.9375
64 0.875
256 0.875
1024 0.625
EOD
$d269 << EOD
16 0.125
64 0
256 0
1024 0
EOD
$d270 << EOD
16 1
64 1
256 1
1024 1
EOD
$d271 << EOD
16 1
64 1
256 1
1024 1
EOD
$d272 << EOD
16 1
64 1
256 1
1024 1
EOD
$d273 << EOD
16 1
64 1
256 1
1024 1
EOD
$d274 << EOD
16 1
64 1
256 1
1024 1
EOD
$d275 << EOD
16 1
64 1
256 1
1024 1
EOD
$d276 << EOD
16 1
64 1
256 1
1024 1
EOD
$d277 << EOD
16 1
64 1
256 1
1024 1
EOD
$d278 << EOD
16 1
64 1
256 1
1024 1
EOD
$d279 << EOD
16 1
64 1
256 1
1024 1
EOD
$d280 << EOD
16 1
64 1
256 1
1024 1
EOD
$d281 << EOD
16 1
64 1
256 1
1024 1
EOD
$d282 << EOD
16 1
64 1
256 1
1024 1
EOD
$d283 << EOD
16 1
64 1
256 1
1024 1
EOD
$d284 << EOD
16 1
64 1
256 1
1024 1
EOD
$d285 << EOD
16 1
64 1
256 1
1024 1
EOD
$d286 << EOD
16 1
64 1
256 1
1024 1
EOD
$d287 << EOD
16 1
64 1
256 1
1024 1
EOD
$d288 << EOD
16 1
64 1
256 1
1024 1
EOD
$d289 << EOD
16 1
64 1
256 1
1024 1
EOD
$d290 << EOD
16 1
64 1
256 1
1024 1
EOD
$d291 << EOD
16 1
64 1
256 1
1024 1
EOD
$d292 << EOD
16 1
64 1
256 1
1024 1
EOD
$d293 << EOD
16 0.6875
64 0.3125
256 0.5
1024 0.5625
EOD
$d294 << EOD
16 0
64 0
256 0
1024 0
EOD
$d295 << EOD
16 1
64 1
256 1
1024 1
EOD
$d296 << EOD
16 1
64 1
256 1
1024 1
EOD
$d297 << EOD
16 1
64 1
256 1
1024 1
EOD
$d298 << EOD
16 1
64 1
256 1
1024 1
EOD
$d299 << EOD
16 1
64 1
256 1
1024 1
EOD
$d300 << EOD
16 1
64 1
256 1
1024 1
EOD
$d301 << EOD
16 1
64 1
256 1
1024 1
EOD
$d302 << EOD
16 1
64 1
256 1
1024 1
EOD
$d303 << EOD
16 0.6875
64 0.3125
256 0.5
1024 0.5625
EOD
$d304 << EOD
16 0
64 0
256 0
1024 0
EOD
$d305 << EOD
16 1
64 1
256 1
1024 1
EOD
$d306 << EOD
16 1
64 1
256 1
1024 1
EOD
$d307 << EOD
16 1
64 1
256 1
1024 1
EOD
$d308 << EOD
16 1
64 1
256 1
1024 1
EOD
$d309 << EOD
16 1
64 1
256 1
1024 1
EOD
$d310 << EOD
16 0
64 0
256 0
1024 0
EOD
$d311 << EOD
16 0
64 0
256 0
1024 0
EOD
$d312 << EOD
16 0
64 0
256 0
1024 0
EOD
$d313 << EOD
16 0
64 0
256 0
1024 0
EOD
$d314 << EOD
16 0
64 0
256 0
1024 0
EOD
$d315 << EOD
16 0
64 0
256 0
1024 0
EOD
$d316 << EOD
16 0
64 0
256 0
1024 0
EOD
$d317 << EOD
16 0
64 0
256 0
1024 0
EOD
$d318 << EOD
16 0
64 0
256 0
1024 0
EOD
$d319 << EOD
16 0
64 0
256 0
1024 0
EOD
$d320 << EOD
16 1
64 1
256 1
1024 1
EOD
$d321 << EOD
16 1
64 1
256 1
1024 1
EOD
$d322 << EOD
16 1
64 1
256 1
1024 1
EOD
$d323 << EOD
16 1
64 1
256 1
1024 1
EOD
$d324 << EOD
16 1
64 1
256 1
1024 1
EOD
$d325 << EOD
16 1
64 1
256 1
1024 1
EOD
$d326 << EOD
16 1
64 1
256 1
1024 1
EOD
$d327 << EOD
16 1
64 1
256 1
1024 1
EOD
$d328 << EOD
16 0
64 0
256 0
1024 0
EOD
$d329 << EOD
16 0
64 0
256 0
1024 0
EOD
$d330 << EOD
16 0
64 0
256 0
1024 0
EOD
$d331 << EOD
16 0
64 0
256 0
1024 0
EOD
$d332 << EOD
16 0
64 0
256 0
1024 0
EOD
$d333 << EOD
16 0
64 0
256 0
1024 0
EOD
$d334 << EOD
16 0
64 0
256 0
1024 0
EOD
$d335 << EOD
16 0
64 0
256 0
1024 0
EOD
$d336 << EOD
16 0
64 0
256 0
1024 0
EOD
$d337 << EOD
16 0
64 0
256 0
1024 0
EOD
$d338 << EOD
16 0
64 0
256 0
1024 0
EOD
$d339 << EOD
16 0
64 0
256 0
1024 0
EOD
$d340 << EOD
16 1
64 1
256 1
1024 0
EOD
$d341 << EOD
16 1
64 1
256 1
1024 0
EOD
$d342 << EOD
16 1
64 1
256 1
1024 1
EOD
$d343 << EOD
16 1
64 1
256 1
1024 1
EOD
$d344 << EOD
16 1
64 1
256 1
1024 1
EOD
$d345 << EOD
16 1
64 1
256 1
1024 1
EOD
$d346 << EOD
16 1
64 1
256 1
1024 1
EOD
$d347 << EOD
16 1
64 1
256 1
1024 0
EOD
$d348 << EOD
16 0.75
64 0.0625
256 0
1024 0
EOD
$d349 << EOD
16 0.8125
64 0
256 0
1024 0
EOD
$d350 << EOD
16 1
64 1
256 0
1024 0
EOD
$d351 << EOD
16 1
64 1
256 0
1024 0
EOD
$d352 << EOD
16 1
64 1
256 1
1024 1
EOD
$d353 << EOD
16 1
64 1
256 1
1024 1
EOD
$d354 << EOD
16 1
64 1
256 0.75
1024 0
EOD
$d355 << EOD
16 1
64 1
256 0.75
1024 0
EOD
$d356 << EOD
16 1
64 1
256 0.0625
1024 0
EOD
$d357 << EOD
16 1
64 1
256 0.0625
1024 0
EOD
$d358 << EOD
16 0.4375
64 0.4375
256 0.375
1024 0.125
EOD
$d359 << EOD
16 0.25
64 0
256 0
1024 0
EOD
$d360 << EOD
16 1
64 1
256 1
1024 0
EOD
$d361 << EOD
16 1
64 1
256 1
1024 0
EOD
$d362 << EOD
16 1
64 1
256 1
1024 0.9375
EOD
$d363 << EOD
16 1
64 1
256 0
1024 0
EOD
$d364 << EOD
16 1
64 1
256 1
1024 0.5625
EOD
$d365 << EOD
16 1
64 1
256 0
1024 0
EOD
$d366 << EOD
16 1
64 1
256 1
1024 0
EOD
$d367 << EOD
16 1
64 1
256 1
1024 0
EOD
$d368 << EOD
16 0
64 0
256 0
1024 0
EOD
$d369 << EOD
16 0
64 0
256 0
1024 0
EOD
$d370 << EOD
16 1
64 1
256 1
EOD
$d371 << EOD
16 1
64 1
256 1
EOD
$d372 << EOD
16 1
64 1
256 1
EOD
$d373 << EOD
16 1
64 1
256 1
EOD
$d374 << EOD
16 0.1875
64 0
256 0
EOD
$d375 << EOD
16 1
64 0.9375
256 0
EOD
$d376 << EOD
16 1
64 0.5625
256 0
EOD
$d377 << EOD
16 1
64 0.875
256 0
EOD
$d378 << EOD
16 1
64 0.875
256 0.0625
EOD
$d379 << EOD
16 0.75
64 0
256 0
EOD
$d380 << EOD
16 1
64 0
256 0
EOD
$d381 << EOD
16 1
64 0
256 0
EOD
$d382 << EOD
16 1
64 0
256 0
EOD
$d383 << EOD
16 1
64 0
256 0
EOD
$d384 << EOD
16 0.0625
64 0
256 0
EOD
$d385 << EOD
16 1
64 1
256 1
EOD
$d386 << EOD
16 1
64 1
256 1
EOD
$d387 << EOD
16 1
64 1
256 1
EOD
$d388 << EOD
16 1
64 1
256 1
EOD
$d389 << EOD
16 0
64 0
256 0
EOD
$d390 << EOD
16 0
64 0
256 0
1024 0
EOD
$d391 << EOD
16 0
64 0
256 0
1024 0
EOD
$d392 << EOD
16 0
64 0
256 0
1024 0
EOD
$d393 << EOD
16 0
64 0
256 0
1024 0
EOD
$d394 << EOD
16 0
64 0
256 0
1024 0
EOD
$d395 << EOD
16 0
64 0
256 0
1024 0
EOD
$d396 << EOD
16 0
64 0
256 0
1024 0
EOD
$d397 << EOD
16 0
64 0
256 0
1024 0
EOD
$d398 << EOD
16 0
64 0
256 0
1024 0
EOD
$d399 << EOD
16 0
64 0
256 0
1024 0
EOD
$d400 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d401 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d402 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d403 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d404 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d405 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d406 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d407 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d408 << EOD
16 0
64 0
256 0
1024 0
EOD
$d409 << EOD
16 0
64 0
256 0
1024 0
EOD
$d410 << EOD
16 0
64 0
256 0
1024 0
EOD
$d411 << EOD
16 0
64 0
256 0
1024 0
EOD
$d412 << EOD
16 0
64 0
256 0
1024 0
EOD
$d413 << EOD
16 0
64 0
256 0
1024 0
EOD
$d414 << EOD
16 0
64 0
256 0
1024 0
EOD
$d415 << EOD
16 0
64 0
256 0
1024 0
EOD
$d416 << EOD
16 0
64 0
256 0
1024 0
EOD
$d417 << EOD
16 0
64 0
256 0
1024 0
EOD
$d418 << EOD
16 0
64 0
256 0
1024 0
EOD
$d419 << EOD
16 0
64 0
256 0
1024 0
EOD
$d420 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d421 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d422 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d423 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d424 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d425 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d426 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d427 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d428 << EOD
16 0
64 0
256 0
1024 0
EOD
$d429 << EOD
16 0
64 0
256 0
1024 0
EOD
$d430 << EOD
16 1
64 1
256 1
1024 0
EOD
$d431 << EOD
16 1
64 1
256 1
1024 0
EOD
$d432 << EOD
16 1
64 1
256 1
1024 0
EOD
$d433 << EOD
16 1
64 1
256 1
1024 0
EOD
$d434 << EOD
16 1
64 1
256 1
1024 0
EOD
$d435 << EOD
16 1
64 1
256 1
1024 0
EOD
$d436 << EOD
16 1
64 1
256 1
1024 0
EOD
$d437 << EOD
16 1
64 1
256 1
1024 0
EOD
$d438 << EOD
16 0.8125
64 0
256 0
1024 0
EOD
$d439 << EOD
16 0.75
64 0
256 0
1024 0
EOD
$d440 << EOD
16 1
64 1
256 1
1024 0
EOD
$d441 << EOD
16 1
64 1
256 1
1024 0
EOD
$d442 << EOD
16 1
64 1
256 1
1024 0
EOD
$d443 << EOD
16 1
64 1
256 1
1024 0
EOD
$d444 << EOD
16 1
64 1
256 1
1024 0
EOD
$d445 << EOD
16 1
64 1
256 1
1024 0
EOD
$d446 << EOD
16 1
64 1
256 1
1024 0
EOD
$d447 << EOD
16 1
64 1
256 1
1024 0
EOD
$d448 << EOD
16 0.8125
64 0
256 0
1024 0
EOD
$d449 << EOD
16 0.25
64 0
256 0
1024 0
EOD
$d450 << EOD
16 1
64 0.9375
256 0.875
EOD
$d451 << EOD
16 1
64 1
256 0.375
EOD
$d452 << EOD
16 1
64 0.9375
256 0.8125
EOD
$d453 << EOD
16 1
64 0.9375
256 0.8125
EOD
$d454 << EOD
16 0
64 0
256 0
EOD
$d455 << EOD
16 1
64 0.0625
256 0
EOD
$d456 << EOD
16 1
64 0
256 0
EOD
$d457 << EOD
16 1
64 0.0625
256 0
EOD
$d458 << EOD
16 1
64 0
256 0
EOD
$d459 << EOD
16 0
64 0
256 0
EOD
$d460 << EOD
16 1
64 0
256 0
EOD
$d461 << EOD
16 0.875
64 0
256 0
EOD
$d462 << EOD
16 1
64 0
256 0
EOD
$d463 << EOD
16 1
64 0
256 0
EOD
$d464 << EOD
16 0.3125
64 0
256 0
EOD
$d465 << EOD
16 1
64 1
256 1
EOD
$d466 << EOD
16 1
64 1
256 1
EOD
$d467 << EOD
16 1
64 1
256 1
EOD
$d468 << EOD
16 1
64 1
256 0.625
EOD
$d469 << EOD
16 0
64 0
256 0
EOD
$d470 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d471 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d472 << EOD
16 0
64 0
256 0
1024 0
EOD
$d473 << EOD
16 0
64 0
256 0
1024 0
EOD
$d474 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d475 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d476 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d477 << EOD
16 0.0625
64 0
256 0
1024 0
EOD
$d478 << EOD
16 0
64 0
256 0
1024 0
EOD
$d479 << EOD
16 0
64 0
256 0
1024 0
EOD
$d480 << EOD
16 0.5625
64 0
256 0
1024 0
EOD
$d481 << EOD
16 0.5625
64 0
256 0
1024 0
EOD
$d482 << EOD
16 0.4375
64 0
256 0
1024 0
EOD
$d483 << EOD
16 0.4375
64 0
256 0
1024 0
EOD
$d484 << EOD
16 0.75
64 0
256 0
1024 0
EOD
$d485 << EOD
16 0.625
64 0
256 0
1024 0
EOD
$d486 << EOD
16 0.6875
64 0
256 0
1024 0
EOD
$d487 << EOD
16 0.6875
64 0
256 0
1024 0
EOD
$d488 << EOD
16 0
64 0
256 0
1024 0
EOD
$d489 << EOD
16 0
64 0
256 0
1024 0
EOD
$d490 << EOD
16 0
64 0
256 0
1024 0
EOD
$d491 << EOD
16 0
64 0
256 0
1024 0
EOD
$d492 << EOD
16 0
64 0
256 0
1024 0
EOD
$d493 << EOD
16 0
64 0
256 0
1024 0
EOD
$d494 << EOD
16 0
64 0
256 0
1024 0
EOD
$d495 << EOD
16 0
64 0
256 0
1024 0
EOD
$d496 << EOD
16 0
64 0
256 0
1024 0
EOD
$d497 << EOD
16 0
64 0
256 0
1024 0
EOD
$d498 << EOD
16 0
64 0
256 0
1024 0
EOD
$d499 << EOD
16 0
64 0
256 0
1024 0
EOD
$d500 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d501 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d502 << EOD
16 0.125
64 0
256 0
1024 0
EOD
$d503 << EOD
16 0.1875
64 0
256 0
1024 0
EOD
$d504 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d505 << EOD
16 0.25
64 0
256 0
1024 0
EOD
$d506 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d507 << EOD
16 0.3125
64 0
256 0
1024 0
EOD
$d508 << EOD
16 0
64 0
256 0
1024 0
EOD
$d509 << EOD
16 0
64 0
256 0
1024 0
EOD
$d510 << EOD
16 1
64 1
256 1
1024 0.4375
EOD
$d511 << EOD
16 1
64 1
256 1
1024 0.4375
EOD
$d512 << EOD
16 1
64 1
256 1
1024 0
EOD
$d513 << EOD
16 1
64 1
256 1
1024 0
EOD
$d514 << EOD
16 1
64 1
256 1
1024 0
EOD
$d515 << EOD
16 1
64 1
256 1
1024 0
EOD
$d516 << EOD
16 1
64 1
256 1
1024 0.125
EOD
$d517 << EOD
16 1
64 1
256 1
1024 0
EOD
$d518 << EOD
16 0.4375
64 0
256 0
1024 0
EOD
$d519 << EOD
16 0.8125
64 0
256 0
1024 0
EOD
$d520 << EOD
16 1
64 1
256 1
1024 0
EOD
$d521 << EOD
16 1
64 1
256 1
1024 0
EOD
$d522 << EOD
16 1
64 1
256 1
1024 0
EOD
$d523 << EOD
16 1
64 1
256 0.5
1024 0
EOD
$d524 << EOD
16 1
64 1
256 1
1024 0
EOD
$d525 << EOD
16 1
64 1
256 1
1024 0
EOD
$d526 << EOD
16 1
64 1
256 1
1024 0
EOD
$d527 << EOD
16 1
64 1
256 1
1024 0
EOD
$d528 << EOD
16 0.375
64 0
256 0
1024 0
EOD
$d529 << EOD
16 0
64 0
256 0
1024 0
EOD
$d530 << EOD
16 0.1875
64 0
256 0
EOD
$d531 << EOD
16 0.25
64 0
256 0
EOD
$d532 << EOD
16 0.1875
64 0
256 0
EOD
$d533 << EOD
16 0.1875
64 0
256 0
EOD
$d534 << EOD
16 0
64 0
256 0
EOD
$d535 << EOD
16 0.9375
64 0
256 0
EOD
$d536 << EOD
16 0.875
64 0
256 0
EOD
$d537 << EOD
16 0.9375
64 0
256 0
EOD
$d538 << EOD
16 0.9375
64 0
256 0
EOD
$d539 << EOD
16 0.0625
64 0
256 0
EOD
$d540 << EOD
16 0.125
64 0
256 0
EOD
$d541 << EOD
16 0.125
64 0
256 0
EOD
$d542 << EOD
16 0.125
64 0
256 0
EOD
$d543 << EOD
16 0.125
64 0
256 0
EOD
$d544 << EOD
16 0
64 0
256 0
EOD
$d545 << EOD
16 1
64 0.875
256 0.625
EOD
$d546 << EOD
16 1
64 0.9375
256 0.5
EOD
$d547 << EOD
16 1
64 0.875
256 0.625
EOD
$d548 << EOD
16 1
64 0.8125
256 0.5625
EOD
$d549 << EOD
16 0
64 0
256 0
EOD
$d550 << EOD
16 0
64 0
256 0
1024 0
EOD
$d551 << EOD
16 0
64 0
256 0
1024 0
EOD
$d552 << EOD
16 0
64 0
256 0
1024 0
EOD
$d553 << EOD
16 0
64 0
256 0
1024 0
EOD
$d554 << EOD
16 0
64 0
256 0
1024 0
EOD
$d555 << EOD
16 0
64 0
256 0
1024 0
EOD
$d556 << EOD
16 0
64 0
256 0
1024 0
EOD
$d557 << EOD
16 0
64 0
256 0
1024 0
EOD
$d558 << EOD
16 0
64 0
256 0
1024 0
EOD
$d559 << EOD
16 0
64 0
256 0
1024 0
EOD
$d560 << EOD
16 0
64 0
256 0
1024 0
EOD
$d561 << EOD
16 0
64 0
256 0
1024 0
EOD
$d562 << EOD
16 0
64 0
256 0
1024 0
EOD
$d563 << EOD
16 0
64 0
256 0
1024 0
EOD
$d564 << EOD
16 0
64 0
256 0
1024 0
EOD
$d565 << EOD
16 0
64 0
256 0
1024 0
EOD
$d566 << EOD
16 0
64 0
256 0
1024 0
EOD
$d567 << EOD
16 0
64 0
256 0
1024 0
EOD
$d568 << EOD
16 0
64 0
256 0
1024 0
EOD
$d569 << EOD
16 0
64 0
256 0
1024 0
EOD
$d570 << EOD
16 0
64 0
256 0
1024 0
EOD
$d571 << EOD
16 0
64 0
256 0
1024 0
EOD
$d572 << EOD
16 0
64 0
256 0
1024 0
EOD
$d573 << EOD
16 0
64 0
256 0
1024 0
EOD
$d574 << EOD
16 0
64 0
256 0
1024 0
EOD
$d575 << EOD
16 0
64 0
256 0
1024 0
EOD
$d576 << EOD
16 0
64 0
256 0
1024 0
EOD
$d577 << EOD
16 0
64 0
256 0
1024 0
EOD
$d578 << EOD
16 0
64 0
256 0
1024 0
EOD
$d579 << EOD
16 0
64 0
256 0
1024 0
EOD
$d580 << EOD
16 0
64 0
256 0
1024 0
EOD
$d581 << EOD
16 0
64 0
256 0
1024 0
EOD
$d582 << EOD
16 0
64 0
256 0
1024 0
EOD
$d583 << EOD
16 0
64 0
256 0
1024 0
EOD
$d584 << EOD
16 0
64 0
256 0
1024 0
EOD
$d585 << EOD
16 0
64 0
256 0
1024 0
EOD
$d586 << EOD
16 0
64 0
256 0
1024 0
EOD
$d587 << EOD
16 0
64 0
256 0
1024 0
EOD
$d588 << EOD
16 0
64 0
256 0
1024 0
EOD
$d589 << EOD
16 0
64 0
256 0
1024 0
EOD
$d590 << EOD
16 1
64 1
256 1
1024 0
EOD
$d591 << EOD
16 1
64 1
256 1
1024 0
EOD
$d592 << EOD
16 1
64 1
256 1
1024 0
EOD
$d593 << EOD
16 1
64 1
256 1
1024 0
EOD
$d594 << EOD
16 1
64 1
256 0.9375
1024 0
EOD
$d595 << EOD
16 1
64 1
256 0.9375
1024 0
EOD
$d596 << EOD
16 1
64 1
256 1
1024 0
EOD
$d597 << EOD
16 1
64 1
256 1
1024 0
EOD
$d598 << EOD
16 0
64 0
256 0
1024 0
EOD
$d599 << EOD
16 0
64 0
256 0
1024 0
EOD
$d600 << EOD
16 1
64 1
256 1
1024 0
EOD
$d601 << EOD
16 1
64 1
256 1
1024 0
EOD
$d602 << EOD
16 1
64 1
256 1
1024 0.0625
EOD
$d603 << EOD
16 1
64 1
256 1
1024 0.1875
EOD
$d604 << EOD
16 1
64 1
256 1
1024 0
EOD
$d605 << EOD
16 1
64 1
256 1
1024 0
EOD
$d606 << EOD
16 1
64 1
256 1
1024 0
EOD
$d607 << EOD
16 1
64 1
256 1
1024 0
EOD
$d608 << EOD
16 0
64 0
256 0
1024 0
EOD
$d609 << EOD
16 0
64 0
256 0
1024 0
EOD
$d610 << EOD
16 0.6875
64 0
256 0
EOD
$d611 << EOD
16 0.625
64 0
256 0
EOD
$d612 << EOD
16 0.6875
64 0
256 0
EOD
$d613 << EOD
16 0.6875
64 0
256 0
EOD
$d614 << EOD
16 0
64 0
256 0
EOD
$d615 << EOD
16 1
64 0
256 0
EOD
$d616 << EOD
16 1
64 0
256 0
EOD
$d617 << EOD
16 1
64 0
256 0
EOD
$d618 << EOD
16 1
64 0
256 0
EOD
$d619 << EOD
16 0.125
64 0
256 0
EOD
$d620 << EOD
16 1
64 0
256 0
EOD
$d621 << EOD
16 1
64 0
256 0
EOD
$d622 << EOD
16 0.9375
64 0
256 0
EOD
$d623 << EOD
16 1
64 0
256 0
EOD
$d624 << EOD
16 0.625
64 0
256 0
EOD
$d625 << EOD
16 1
64 1
256 0.8125
EOD
$d626 << EOD
16 1
64 1
256 0.875
EOD
$d627 << EOD
16 1
64 1
256 0.8125
EOD
$d628 << EOD
16 0.875
64 0.5
256 0
EOD
$d629 << EOD
16 0
64 0
256 0
EOD
$d630 << EOD
16 0
64 0
256 0
1024 0
EOD
$d631 << EOD
16 0
64 0
256 0
1024 0
EOD
$d632 << EOD
16 0
64 0
256 0
1024 0
EOD
$d633 << EOD
16 0
64 0
256 0
1024 0
EOD
$d634 << EOD
16 0
64 0
256 0
1024 0
EOD
$d635 << EOD
16 0
64 0
256 0
1024 0
EOD
$d636 << EOD
16 0
64 0
256 0
1024 0
EOD
$d637 << EOD
16 0
64 0
256 0
1024 0
EOD
$d638 << EOD
16 0
64 0
256 0
1024 0
EOD
$d639 << EOD
16 0
64 0
256 0
1024 0
EOD
$d640 << EOD
16 0
64 0
256 0
1024 0
EOD
$d641 << EOD
16 0
64 0
256 0
1024 0
EOD
$d642 << EOD
16 0
64 0
256 0
1024 0
EOD
$d643 << EOD
16 0
64 0
256 0
1024 0
EOD
$d644 << EOD
16 0
64 0
256 0
1024 0
EOD
$d645 << EOD
16 0
64 0
256 0
1024 0
EOD
$d646 << EOD
16 0
64 0
256 0
1024 0
EOD
$d647 << EOD
16 0
64 0
256 0
1024 0
EOD
$d648 << EOD
16 0
64 0
256 0
1024 0
EOD
$d649 << EOD
16 0
64 0
256 0
1024 0
EOD
$d650 << EOD
16 0
64 0
256 0
1024 0
EOD
$d651 << EOD
16 0
64 0
256 0
1024 0
EOD
$d652 << EOD
16 0
64 0
256 0
1024 0
EOD
$d653 << EOD
16 0
64 0
256 0
1024 0
EOD
$d654 << EOD
16 0
64 0
256 0
1024 0
EOD
$d655 << EOD
16 0
64 0
256 0
1024 0
EOD
$d656 << EOD
16 0
64 0
256 0
1024 0
EOD
$d657 << EOD
16 0
64 0
256 0
1024 0
EOD
$d658 << EOD
16 0
64 0
256 0
1024 0
EOD
$d659 << EOD
16 0
64 0
256 0
1024 0
EOD
$d660 << EOD
16 0
64 0
256 0
1024 0
EOD
$d661 << EOD
16 0
64 0
256 0
1024 0
EOD
$d662 << EOD
16 0
64 0
256 0
1024 0
EOD
$d663 << EOD
16 0
64 0
256 0
1024 0
EOD
$d664 << EOD
16 0
64 0
256 0
1024 0
EOD
$d665 << EOD
16 0
64 0
256 0
1024 0
EOD
$d666 << EOD
16 0
64 0
256 0
1024 0
EOD
$d667 << EOD
16 0
64 0
256 0
1024 0
EOD
$d668 << EOD
16 0
64 0
256 0
1024 0
EOD
$d669 << EOD
16 0
64 0
256 0
1024 0
EOD
$d670 << EOD
16 1
64 1
256 1
1024 0.125
EOD
$d671 << EOD
16 1
64 1
256 1
1024 0.125
EOD
$d672 << EOD
16 1
64 1
256 1
1024 0
EOD
$d673 << EOD
16 1
64 1
256 1
1024 0
EOD
$d674 << EOD
16 1
64 1
256 1
1024 0.3125
EOD
$d675 << EOD
16 1
64 1
256 1
1024 0.375
EOD
$d676 << EOD
16 1
64 1
256 1
1024 0.0625
EOD
$d677 << EOD
16 1
64 1
256 1
1024 0.1875
EOD
$d678 << EOD
16 0
64 0
256 0
1024 0
EOD
$d679 << EOD
16 0
64 0
256 0
1024 0
EOD
$d680 << EOD
16 1
64 1
256 1
1024 0
EOD
$d681 << EOD
16 1
64 1
256 1
1024 0
EOD
$d682 << EOD
16 1
64 1
256 0.9375
1024 0.0625
EOD
$d683 << EOD
16 1
64 1
256 0.75
1024 0
EOD
$d684 << EOD
16 1
64 1
256 1
1024 0
EOD
$d685 << EOD
16 1
64 1
256 1
1024 0
EOD
$d686 << EOD
16 1
64 1
256 1
1024 0
EOD
$d687 << EOD
16 1
64 1
256 1
1024 0
EOD
$d688 << EOD
16 0
64 0
256 0
1024 0
EOD
$d689 << EOD
16 0
64 0
256 0
1024 0
EOD
$d690 << EOD
16 0
64 0
256 0
EOD
$d691 << EOD
16 0
64 0
256 0
EOD
$d692 << EOD
16 0
64 0
256 0
EOD
$d693 << EOD
16 0
64 0
256 0
EOD
$d694 << EOD
16 0
64 0
256 0
EOD
$d695 << EOD
16 0.0625
64 0
256 0
EOD
$d696 << EOD
16 0.125
64 0
256 0
EOD
$d697 << EOD
16 0.0625
64 0
256 0
EOD
$d698 << EOD
16 0.0625
64 0
256 0
EOD
$d699 << EOD
16 0
64 0
256 0
EOD
$d700 << EOD
16 0.8125
64 0
256 0
EOD
$d701 << EOD
16 0.8125
64 0
256 0
EOD
$d702 << EOD
16 0.8125
64 0
256 0
EOD
$d703 << EOD
16 0.625
64 0
256 0
EOD
$d704 << EOD
16 0.0625
64 0
256 0
EOD
$d705 << EOD
16 1
64 0.375
256 0
EOD
$d706 << EOD
16 1
64 0.375
256 0
EOD
$d707 << EOD
16 1
64 0.375
256 0
EOD
$d708 << EOD
16 0.875
64 0.1875
256 0
EOD
$d709 << EOD
16 0
64 0
256 0
EOD
$d710 << EOD
16 0
64 0
256 0
1024 0
EOD
$d711 << EOD
16 0
64 0
256 0
1024 0
EOD
$d712 << EOD
16 0
64 0
256 0
1024 0
EOD
$d713 << EOD
16 0
64 0
256 0
1024 0
EOD
$d714 << EOD
16 0
64 0
256 0
1024 0
EOD
$d715 << EOD
16 0
64 0
256 0
1024 0
EOD
$d716 << EOD
16 0
64 0
256 0
1024 0
EOD
$d717 << EOD
16 0
64 0
256 0
1024 0
EOD
$d718 << EOD
16 0
64 0
256 0
1024 0
EOD
$d719 << EOD
16 0
64 0
256 0
1024 0
EOD
$d720 << EOD
16 0
64 0
256 0
1024 0
EOD
$d721 << EOD
16 0
64 0
256 0
1024 0
EOD
$d722 << EOD
16 0
64 0
256 0
1024 0
EOD
$d723 << EOD
16 0
64 0
256 0
1024 0
EOD
$d724 << EOD
16 0
64 0
256 0
1024 0
EOD
$d725 << EOD
16 0
64 0
256 0
1024 0
EOD
$d726 << EOD
16 0
64 0
256 0
1024 0
EOD
$d727 << EOD
16 0
64 0
256 0
1024 0
EOD
$d728 << EOD
16 0
64 0
256 0
1024 0
EOD
$d729 << EOD
16 0
64 0
256 0
1024 0
EOD
$d730 << EOD
16 0
64 0
256 0
1024 0
EOD
$d731 << EOD
16 0
64 0
256 0
1024 0
EOD
$d732 << EOD
16 0
64 0
256 0
1024 0
EOD
$d733 << EOD
16 0
64 0
256 0
1024 0
EOD
$d734 << EOD
16 0
64 0
256 0
1024 0
EOD
$d735 << EOD
16 0
64 0
256 0
1024 0
EOD
$d736 << EOD
16 0
64 0
256 0
1024 0
EOD
$d737 << EOD
16 0
64 0
256 0
1024 0
EOD
$d738 << EOD
16 0
64 0
256 0
1024 0
EOD
$d739 << EOD
16 0
64 0
256 0
1024 0
EOD
$d740 << EOD
16 0
64 0
256 0
1024 0
EOD
$d741 << EOD
16 0
64 0
256 0
1024 0
EOD
$d742 << EOD
16 0
64 0
256 0
1024 0
EOD
$d743 << EOD
16 0
64 0
256 0
1024 0
EOD
$d744 << EOD
16 0
64 0
256 0
1024 0
EOD
$d745 << EOD
16 0
64 0
256 0
1024 0
EOD
$d746 << EOD
16 0
64 0
256 0
1024 0
EOD
$d747 << EOD
16 0
64 0
256 0
1024 0
EOD
$d748 << EOD
16 0
64 0
256 0
1024 0
EOD
$d749 << EOD
16 0
64 0
256 0
1024 0
EOD
$d750 << EOD
16 1
64 1
256 1
1024 0.0625
EOD
$d751 << EOD
16 1
64 1
256 1
1024 0.0625
EOD
$d752 << EOD
16 1
64 1
256 1
1024 0
EOD
$d753 << EOD
16 1
64 1
256 0.9375
1024 0.1875
EOD
$d754 << EOD
16 1
64 1
256 1
1024 0.4375
EOD
$d755 << EOD
16 1
64 1
256 1
1024 0.1875
EOD
$d756 << EOD
16 1
64 1
256 1
1024 0
EOD
$d757 << EOD
16 1
64 1
256 1
1024 0
EOD
$d758 << EOD
16 0
64 0
256 0
1024 0
EOD
$d759 << EOD
16 0
64 0
256 0
1024 0
EOD
$d760 << EOD
16 1
64 1
256 1
1024 0
EOD
$d761 << EOD
16 1
64 1
256 1
1024 0
EOD
$d762 << EOD
16 1
64 1
256 1
1024 0
EOD
$d763 << EOD
16 1
64 1
256 0.875
1024 0
EOD
$d764 << EOD
16 1
64 1
256 1
1024 0
EOD
$d765 << EOD
16 1
64 1
256 1
1024 0.0625
EOD
$d766 << EOD
16 1
64 1
256 1
1024 0.0625
EOD
$d767 << EOD
16 1
64 1
256 1
1024 0.0625
EOD
$d768 << EOD
16 0
64 0
256 0
1024 0
EOD
$d769 << EOD
16 0
64 0
256 0
1024 0
EOD
$d770 << EOD
16 0
64 0
256 0
EOD
$d771 << EOD
16 0
64 0
256 0
EOD
$d772 << EOD
16 0
64 0
256 0
EOD
$d773 << EOD
16 0
64 0
256 0
EOD
$d774 << EOD
16 0
64 0
256 0
EOD
$d775 << EOD
16 0
64 0
256 0
EOD
$d776 << EOD
16 0
64 0
256 0
EOD
$d777 << EOD
16 0
64 0
256 0
EOD
$d778 << EOD
16 0
64 0
256 0
EOD
$d779 << EOD
16 0
64 0
256 0
EOD
$d780 << EOD
16 0
64 0
256 0
EOD
$d781 << EOD
16 0
64 0
256 0
EOD
$d782 << EOD
16 0
64 0
256 0
EOD
$d783 << EOD
16 0
64 0
256 0
EOD
$d784 << EOD
16 0
64 0
256 0
EOD
$d785 << EOD
16 0
64 0
256 0
EOD
$d786 << EOD
16 0
64 0
256 0
EOD
$d787 << EOD
16 0
64 0
256 0
EOD
$d788 << EOD
16 0
64 0
256 0
EOD
$d789 << EOD
16 0
64 0
256 0
EOD
set multiplot layout 8,6 title 'accuracy vs length (compare: trained vs compiled LRNNs on state-tracking words (Grazzi et al. Table 3 at small scale)), 16 random words per point'
set logscale x 2
set yrange [-0.05:1.05]
set grid
unset key
set format x '2^{%L}'
set title 'parity, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d0 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d1 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d10 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d11 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d20 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d21 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d30 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d31 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d310 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d311 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d320 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d321 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d330 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d331 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d340 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d341 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d350 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d351 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d360 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d361 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d370 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d375 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d380 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d385 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'parity, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d2 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d3 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d12 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d13 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d22 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d23 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d32 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d33 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d312 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d313 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d322 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d323 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d332 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d333 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d342 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d343 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d352 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d353 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d362 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d363 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d371 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d376 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d381 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d386 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'parity, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d4 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d5 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d14 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d15 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d24 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d25 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d34 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d35 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d314 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d315 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d324 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d325 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d334 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d335 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d344 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d345 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d354 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d355 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d364 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d365 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d372 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d377 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d382 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d387 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'parity, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d6 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d7 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d16 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d17 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d26 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d27 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d36 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d37 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d316 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d317 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d326 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d327 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d336 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d337 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d346 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d347 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d356 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d357 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d366 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d367 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d373 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d378 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d383 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d388 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'parity, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d8 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d9 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d18 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d19 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d28 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d29 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d38 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d39 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d318 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d319 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d328 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d329 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d338 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d339 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d348 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d349 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d358 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d359 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d368 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d369 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d374 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d379 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d384 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d389 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
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
plot NaN with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer', \
     NaN with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit', \
     NaN with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation', \
     NaN with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot', \
     NaN with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds)', \
     NaN with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds)', \
     NaN with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds)', \
     NaN with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds)', \
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
plot $d40 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d41 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d50 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d51 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d60 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d61 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d70 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d71 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d390 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d391 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d400 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d401 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d410 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d411 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d420 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d421 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d430 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d431 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d440 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d441 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d450 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d455 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d460 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d465 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:3, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d42 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d43 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d52 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d53 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d62 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d63 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d72 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d73 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d392 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d393 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d402 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d403 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d412 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d413 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d422 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d423 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d432 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d433 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d442 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d443 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d451 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d456 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d461 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d466 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:3, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d44 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d45 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d54 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d55 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d64 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d65 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d74 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d75 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d394 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d395 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d404 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d405 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d414 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d415 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d424 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d425 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d434 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d435 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d444 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d445 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d452 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d457 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d462 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d467 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:3, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d46 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d47 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d56 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d57 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d66 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d67 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d76 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d77 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d396 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d397 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d406 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d407 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d416 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d417 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d426 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d427 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d436 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d437 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d446 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d447 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d453 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d458 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d463 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d468 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:3, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d48 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d49 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d58 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d59 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d68 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d69 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d78 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d79 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d398 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d399 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d408 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d409 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d418 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d419 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d428 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d429 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d438 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d439 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d448 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d449 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d454 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d459 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d464 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d469 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set multiplot next
set title 'mod:5, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d80 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d81 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d90 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d91 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d100 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d101 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d110 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d111 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d470 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d471 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d480 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d481 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d490 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d491 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d500 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d501 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d510 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d511 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d520 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d521 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d530 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d535 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d540 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d545 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:5, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d82 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d83 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d92 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d93 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d102 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d103 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d112 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d113 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d472 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d473 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d482 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d483 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d492 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d493 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d502 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d503 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d512 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d513 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d522 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d523 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d531 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d536 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d541 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d546 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:5, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d84 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d85 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d94 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d95 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d104 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d105 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d114 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d115 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d474 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d475 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d484 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d485 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d494 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d495 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d504 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d505 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d514 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d515 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d524 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d525 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d532 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d537 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d542 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d547 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:5, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d86 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d87 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d96 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d97 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d106 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d107 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d116 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d117 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d476 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d477 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d486 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d487 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d496 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d497 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d506 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d507 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d516 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d517 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d526 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d527 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d533 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d538 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d543 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d548 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'mod:5, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d88 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d89 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d98 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d99 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d108 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d109 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d118 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d119 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d478 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d479 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d488 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d489 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d498 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d499 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d508 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d509 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d518 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d519 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d528 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d529 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d534 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d539 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d544 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d549 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set multiplot next
set title 'cyclic:6, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d120 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d121 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d130 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d131 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d140 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d141 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d150 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d151 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d550 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d551 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d560 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d561 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d570 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d571 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d580 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d581 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d590 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d591 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d600 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d601 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d610 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d615 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d620 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d625 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'cyclic:6, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d122 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d123 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d132 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d133 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d142 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d143 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d152 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d153 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d552 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d553 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d562 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d563 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d572 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d573 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d582 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d583 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d592 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d593 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d602 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d603 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d611 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d616 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d621 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d626 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'cyclic:6, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d124 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d125 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d134 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d135 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d144 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d145 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d154 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d155 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d554 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d555 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d564 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d565 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d574 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d575 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d584 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d585 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d594 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d595 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d604 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d605 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d612 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d617 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d622 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d627 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'cyclic:6, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d126 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d127 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d136 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d137 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d146 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d147 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d156 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d157 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d556 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d557 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d566 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d567 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d576 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d577 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d586 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d587 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d596 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d597 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d606 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d607 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d613 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d618 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d623 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d628 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'cyclic:6, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d128 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d129 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d138 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d139 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d148 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d149 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d158 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d159 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d558 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d559 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d568 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d569 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d578 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d579 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d588 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d589 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d598 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d599 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d608 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d609 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d614 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d619 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d624 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d629 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set multiplot next
set title 'sym:3, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d160 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d161 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d170 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d171 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d180 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d181 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d190 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d191 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d630 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d631 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d640 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d641 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d650 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d651 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d660 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d661 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d670 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d671 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d680 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d681 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d690 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d695 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d700 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d705 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'sym:3, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d162 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d163 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d172 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d173 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d182 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d183 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d192 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d193 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d632 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d633 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d642 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d643 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d652 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d653 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d662 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d663 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d672 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d673 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d682 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d683 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d691 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d696 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d701 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d706 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'sym:3, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d164 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d165 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d174 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d175 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d184 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d185 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d194 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d195 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d634 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d635 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d644 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d645 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d654 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d655 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d664 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d665 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d674 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d675 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d684 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d685 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d692 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d697 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d702 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d707 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'sym:3, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d166 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d167 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d176 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d177 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d186 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d187 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d196 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d197 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d636 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d637 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d646 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d647 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d656 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d657 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d666 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d667 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d676 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d677 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d686 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d687 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d693 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d698 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d703 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d708 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'sym:3, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d168 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d169 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d178 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d179 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d188 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d189 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d198 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d199 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d638 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d639 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d648 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d649 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d658 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d659 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d668 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d669 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d678 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d679 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d688 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d689 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d694 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d699 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d704 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d709 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set multiplot next
set title 'alt:4, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d200 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d201 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d210 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d211 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d220 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d221 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d230 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d231 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d710 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d711 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d720 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d721 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d730 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d731 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d740 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d741 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d750 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d751 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d760 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d761 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d770 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d775 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d780 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d785 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'alt:4, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d202 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d203 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d212 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d213 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d222 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d223 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d232 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d233 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d712 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d713 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d722 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d723 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d732 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d733 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d742 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d743 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d752 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d753 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d762 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d763 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d771 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d776 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d781 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d786 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'alt:4, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d204 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d205 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d214 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d215 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d224 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d225 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d234 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d235 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d714 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d715 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d724 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d725 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d734 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d735 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d744 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d745 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d754 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d755 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d764 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d765 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d772 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d777 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d782 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d787 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'alt:4, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d206 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d207 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d216 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d217 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d226 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d227 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d236 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d237 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d716 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d717 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d726 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d727 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d736 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d737 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d746 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d747 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d756 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d757 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d766 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d767 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d773 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d778 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d783 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d788 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set title 'alt:4, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d208 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d209 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d218 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d219 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d228 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d229 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d238 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)', \
     $d239 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 2 lw 1.5 title 'compiled: onehot (scan)', \
     $d718 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [0,1] (best of 3 seeds) (sequential)', \
     $d719 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [0,1] (best of 3 seeds) (scan)', \
     $d728 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d729 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d738 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (sequential)', \
     $d739 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltanet [0,1] (best of 3 seeds) (scan)', \
     $d748 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d749 using 1:2 with linespoints lc rgb '#ff7f0e' pt 1 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d758 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 1 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (sequential)', \
     $d759 using 1:2 with linespoints lc rgb '#9467bd' pt 4 dt 2 lw 1.5 title 'deltaproduct r=2 [-1,1] (best of 3 seeds) (scan)', \
     $d768 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d769 using 1:2 with linespoints lc rgb '#7f7f7f' pt 7 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)', \
     $d774 using 1:2 with linespoints lc rgb '#000000' pt 10 dt 1 lw 1.5 title 'fprnn householder r=1 (best of 3 seeds) (sequential)', \
     $d779 using 1:2 with linespoints lc rgb '#ff7f0e' pt 13 dt 1 lw 1.5 title 'fprnn householder r=2 (best of 3 seeds) (sequential)', \
     $d784 using 1:2 with linespoints lc rgb '#9467bd' pt 3 dt 1 lw 1.5 title 'fprnn householder r=4 (best of 3 seeds) (sequential)', \
     $d789 using 1:2 with linespoints lc rgb '#7f7f7f' pt 6 dt 1 lw 1.5 title 'fprnn kronecker (best of 3 seeds) (sequential)'
set multiplot next
set title 'alt:5, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d240 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d241 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d250 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d251 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d260 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d261 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d270 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'alt:5, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d242 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d243 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d252 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d253 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d262 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d263 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d271 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'alt:5, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d244 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d245 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d254 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d255 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d264 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d265 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d272 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'alt:5, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d246 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d247 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d256 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d257 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d266 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d267 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d273 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'alt:5, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d248 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d249 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d258 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d259 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d268 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d269 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d274 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set multiplot next
set title 'sym:5, fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d275 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d276 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d285 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d286 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d295 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d296 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d305 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'sym:5, bf16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d277 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d278 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d287 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d288 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d297 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d298 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d306 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'sym:5, bf16,acc=fp32'
set xlabel 'length'
set ylabel 'accuracy'
plot $d279 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d280 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d289 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d290 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d299 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d300 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d307 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'sym:5, fp16'
set xlabel 'length'
set ylabel 'accuracy'
plot $d281 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d282 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d291 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d292 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d301 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d302 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d308 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set title 'sym:5, e4m3'
set xlabel 'length'
set ylabel 'accuracy'
plot $d283 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 1 lw 1.5 title 'compiled: reflections, integer (sequential)', \
     $d284 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 dt 2 lw 1.5 title 'compiled: reflections, integer (scan)', \
     $d293 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 1 lw 1.5 title 'compiled: reflections, unit (sequential)', \
     $d294 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 dt 2 lw 1.5 title 'compiled: reflections, unit (scan)', \
     $d303 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 1 lw 1.5 title 'compiled: rotation (sequential)', \
     $d304 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 dt 2 lw 1.5 title 'compiled: rotation (scan)', \
     $d309 using 1:2 with linespoints lc rgb '#d62728' pt 4 dt 1 lw 1.5 title 'compiled: onehot (sequential)'
set multiplot next
unset multiplot
