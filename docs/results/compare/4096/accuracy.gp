# Accuracy vs length, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp
set terminal pngcairo size 1960,1394 font ',8'
set output 'accuracy.png'
$d0 << EOD
4096 1 1 1
EOD
$d1 << EOD
4096 1 1 1
EOD
$d2 << EOD
4096 1 1 1
EOD
$d3 << EOD
4096 1 1 1
EOD
$d4 << EOD
4096 1 1 1
EOD
$d5 << EOD
4096 1 1 1
EOD
$d6 << EOD
4096 1 1 1
EOD
$d7 << EOD
4096 1 1 1
EOD
$d8 << EOD
4096 1 1 1
EOD
$d9 << EOD
4096 1 1 1
EOD
$d10 << EOD
4096 1 1 1
EOD
$d11 << EOD
4096 1 1 1
EOD
$d12 << EOD
4096 1 1 1
EOD
$d13 << EOD
4096 1 1 1
EOD
$d14 << EOD
4096 1 1 1
EOD
$d15 << EOD
4096 1 1 1
EOD
$d16 << EOD
4096 1 1 1
EOD
$d17 << EOD
4096 1 1 1
EOD
$d18 << EOD
4096 1 1 1
EOD
$d19 << EOD
4096 0 0 0
EOD
$d20 << EOD
4096 1 1 1
EOD
$d21 << EOD
4096 1 1 1
EOD
$d22 << EOD
4096 1 1 1
EOD
$d23 << EOD
4096 1 1 1
EOD
$d24 << EOD
4096 1 1 1
EOD
$d25 << EOD
4096 1 1 1
EOD
$d26 << EOD
4096 1 1 1
EOD
$d27 << EOD
4096 1 1 1
EOD
$d28 << EOD
4096 1 1 1
EOD
$d29 << EOD
4096 1 1 1
EOD
$d30 << EOD
4096 1 1 1
EOD
$d31 << EOD
4096 1 1 1
EOD
$d32 << EOD
4096 1 1 1
EOD
$d33 << EOD
4096 1 1 1
EOD
$d34 << EOD
4096 1 1 1
EOD
$d35 << EOD
4096 1 1 1
EOD
$d36 << EOD
4096 1 1 1
EOD
$d37 << EOD
4096 1 1 1
EOD
$d38 << EOD
4096 1 1 1
EOD
$d39 << EOD
4096 1 1 1
EOD
$d40 << EOD
4096 1 0 1
EOD
$d41 << EOD
4096 1 0 1
EOD
$d42 << EOD
4096 1 1 1
EOD
$d43 << EOD
4096 1 1 1
EOD
$d44 << EOD
4096 1 1 1
EOD
$d45 << EOD
4096 1 1 1
EOD
$d46 << EOD
4096 0 0 1
EOD
$d47 << EOD
4096 0 0 1
EOD
$d48 << EOD
4096 0 0 0
EOD
$d49 << EOD
4096 0 0 0
EOD
$d50 << EOD
4096 0 0 0
EOD
$d51 << EOD
4096 0 0 0
EOD
$d52 << EOD
4096 0.8125 0 1
EOD
$d53 << EOD
4096 0 0 1
EOD
$d54 << EOD
4096 0.9375 0.625 1
EOD
$d55 << EOD
4096 0 0 0
EOD
$d56 << EOD
4096 0 0 0
EOD
$d57 << EOD
4096 0 0 0
EOD
$d58 << EOD
4096 0 0 0
EOD
$d59 << EOD
4096 0 0 0
EOD
$d60 << EOD
4096 0 0 0
EOD
$d61 << EOD
4096 0 0 0
EOD
$d62 << EOD
4096 0 0 0.5
EOD
$d63 << EOD
4096 0 0 0
EOD
$d64 << EOD
4096 0 0 0.125
EOD
$d65 << EOD
4096 0 0 0
EOD
$d66 << EOD
4096 0 0 0
EOD
$d67 << EOD
4096 0 0 0
EOD
$d68 << EOD
4096 0 0 0
EOD
$d69 << EOD
4096 0 0 0
EOD
$d70 << EOD
4096 1 1 1
EOD
$d71 << EOD
4096 1 1 1
EOD
$d72 << EOD
4096 1 1 1
EOD
$d73 << EOD
4096 1 1 1
EOD
$d74 << EOD
4096 1 1 1
EOD
$d75 << EOD
4096 1 1 1
EOD
$d76 << EOD
4096 1 1 1
EOD
$d77 << EOD
4096 1 1 1
EOD
$d78 << EOD
4096 1 1 1
EOD
$d79 << EOD
4096 1 1 1
EOD
$d80 << EOD
4096 1 1 1
EOD
$d81 << EOD
4096 1 1 1
EOD
$d82 << EOD
4096 1 1 1
EOD
$d83 << EOD
4096 1 1 1
EOD
$d84 << EOD
4096 1 1 1
EOD
$d85 << EOD
4096 1 1 1
EOD
$d86 << EOD
4096 1 1 1
EOD
$d87 << EOD
4096 1 1 1
EOD
$d88 << EOD
4096 1 1 1
EOD
$d89 << EOD
4096 0 0 0
EOD
$d90 << EOD
4096 1 1 1
EOD
$d91 << EOD
4096 1 1 1
EOD
$d92 << EOD
4096 1 1 1
EOD
$d93 << EOD
4096 0 0 0
EOD
$d94 << EOD
4096 1 1 1
EOD
$d95 << EOD
4096 0 0 0
EOD
$d96 << EOD
4096 1 1 1
EOD
$d97 << EOD
4096 1 1 1
EOD
$d98 << EOD
4096 1 1 1
EOD
$d99 << EOD
4096 1 1 1
EOD
$d100 << EOD
4096 1 1 1
EOD
$d101 << EOD
4096 1 1 1
EOD
$d102 << EOD
4096 1 1 1
EOD
$d103 << EOD
4096 1 1 1
EOD
$d104 << EOD
4096 1 1 1
EOD
$d105 << EOD
4096 1 1 1
EOD
$d106 << EOD
4096 1 1 1
EOD
$d107 << EOD
4096 1 1 1
EOD
$d108 << EOD
4096 1 1 1
EOD
$d109 << EOD
4096 1 1 1
EOD
$d110 << EOD
4096 0 0 0
EOD
$d111 << EOD
4096 0 0 0
EOD
$d112 << EOD
4096 0 0 0
EOD
$d113 << EOD
4096 0 0 0
EOD
$d114 << EOD
4096 0 0 0
EOD
$d115 << EOD
4096 0 0 0
EOD
$d116 << EOD
4096 0 0 0
EOD
$d117 << EOD
4096 0 0 0
EOD
$d118 << EOD
4096 0 0 0
EOD
$d119 << EOD
4096 0 0 0
EOD
$d120 << EOD
4096 0 0 0
EOD
$d121 << EOD
4096 0 0 0
EOD
$d122 << EOD
4096 0 0 0
EOD
$d123 << EOD
4096 0 0 0
EOD
$d124 << EOD
4096 0 0 0
EOD
$d125 << EOD
4096 0 0 0
EOD
$d126 << EOD
4096 0 0 0
EOD
$d127 << EOD
4096 0 0 0
EOD
$d128 << EOD
4096 0 0 0
EOD
$d129 << EOD
4096 0 0 0
EOD
$d130 << EOD
4096 0 0 0
EOD
$d131 << EOD
4096 0 0 0
EOD
$d132 << EOD
4096 0 0 0
EOD
$d133 << EOD
4096 0 0 0
EOD
$d134 << EOD
4096 0 0 0
EOD
$d135 << EOD
4096 0 0 0
EOD
$d136 << EOD
4096 0 0 0
EOD
$d137 << EOD
4096 0 0 0
EOD
$d138 << EOD
4096 0 0 0
EOD
$d139 << EOD
4096 0 0 0
EOD
$d140 << EOD
4096 1 1 1
EOD
$d141 << EOD
4096 1 1 1
EOD
$d142 << EOD
4096 1 1 1
EOD
$d143 << EOD
4096 1 1 1
EOD
$d144 << EOD
4096 1 1 1
EOD
$d145 << EOD
4096 1 1 1
EOD
$d146 << EOD
4096 1 1 1
EOD
$d147 << EOD
4096 1 1 1
EOD
$d148 << EOD
4096 1 1 1
EOD
$d149 << EOD
4096 1 1 1
EOD
$d150 << EOD
4096 1 1 1
EOD
$d151 << EOD
4096 1 1 1
EOD
$d152 << EOD
4096 1 1 1
EOD
$d153 << EOD
4096 1 1 1
EOD
$d154 << EOD
4096 1 1 1
EOD
$d155 << EOD
4096 1 1 1
EOD
$d156 << EOD
4096 1 1 1
EOD
$d157 << EOD
4096 1 1 1
EOD
$d158 << EOD
4096 1 1 1
EOD
$d159 << EOD
4096 0 0 0
EOD
$d160 << EOD
4096 1 1 1
EOD
$d161 << EOD
4096 1 1 1
EOD
$d162 << EOD
4096 1 1 1
EOD
$d163 << EOD
4096 0.8125 0.8125 0.8125
EOD
$d164 << EOD
4096 1 1 1
EOD
$d165 << EOD
4096 0 0 0
EOD
$d166 << EOD
4096 1 1 1
EOD
$d167 << EOD
4096 1 1 1
EOD
$d168 << EOD
4096 0 0 0
EOD
$d169 << EOD
4096 0 0 0
EOD
$d170 << EOD
4096 1 1 1
EOD
$d171 << EOD
4096 1 1 1
EOD
$d172 << EOD
4096 1 1 1
EOD
$d173 << EOD
4096 1 1 1
EOD
$d174 << EOD
4096 1 1 1
EOD
$d175 << EOD
4096 1 1 1
EOD
$d176 << EOD
4096 1 1 1
EOD
$d177 << EOD
4096 1 1 1
EOD
$d178 << EOD
4096 1 1 1
EOD
$d179 << EOD
4096 1 1 1
EOD
$d180 << EOD
4096 0 0 0
EOD
$d181 << EOD
4096 0 0 0
EOD
$d182 << EOD
4096 0 0 0
EOD
$d183 << EOD
4096 0 0 0
EOD
$d184 << EOD
4096 0 0 0
EOD
$d185 << EOD
4096 0 0 0
EOD
$d186 << EOD
4096 0 0 0
EOD
$d187 << EOD
4096 0 0 0
EOD
$d188 << EOD
4096 0 0 0
EOD
$d189 << EOD
4096 0 0 0
EOD
$d190 << EOD
4096 0 0 0
EOD
$d191 << EOD
4096 0 0 0
EOD
$d192 << EOD
4096 0 0 0
EOD
$d193 << EOD
4096 0 0 0
EOD
$d194 << EOD
4096 0 0 0
EOD
$d195 << EOD
4096 0 0 0
EOD
$d196 << EOD
4096 0 0 0
EOD
$d197 << EOD
4096 0 0 0
EOD
$d198 << EOD
4096 0 0 0
EOD
$d199 << EOD
4096 0 0 0
EOD
$d200 << EOD
4096 0 0 0
EOD
$d201 << EOD
4096 0 0 0
EOD
$d202 << EOD
4096 0 0 0
EOD
$d203 << EOD
4096 0 0 0
EOD
$d204 << EOD
4096 0 0 0
EOD
$d205 << EOD
4096 0 0 0
EOD
$d206 << EOD
4096 0 0 0
EOD
$d207 << EOD
4096 0 0 0
EOD
$d208 << EOD
4096 0 0 0
EOD
$d209 << EOD
4096 0 0 0
EOD
$d210 << EOD
4096 1 1 1
EOD
$d211 << EOD
4096 1 1 1
EOD
$d212 << EOD
4096 1 1 1
EOD
$d213 << EOD
4096 1 1 1
EOD
$d214 << EOD
4096 1 1 1
EOD
$d215 << EOD
4096 1 1 1
EOD
$d216 << EOD
4096 1 1 1
EOD
$d217 << EOD
4096 1 1 1
EOD
$d218 << EOD
4096 1 1 1
EOD
$d219 << EOD
4096 1 1 1
EOD
$d220 << EOD
4096 1 1 1
EOD
$d221 << EOD
4096 1 1 1
EOD
$d222 << EOD
4096 1 1 1
EOD
$d223 << EOD
4096 1 1 1
EOD
$d224 << EOD
4096 1 1 1
EOD
$d225 << EOD
4096 1 1 1
EOD
$d226 << EOD
4096 1 1 1
EOD
$d227 << EOD
4096 1 1 1
EOD
$d228 << EOD
4096 1 1 1
EOD
$d229 << EOD
4096 0 0 0
EOD
$d230 << EOD
4096 1 1 1
EOD
$d231 << EOD
4096 1 1 1
EOD
$d232 << EOD
4096 1 1 1
EOD
$d233 << EOD
4096 1 1 1
EOD
$d234 << EOD
4096 1 1 1
EOD
$d235 << EOD
4096 1 1 1
EOD
$d236 << EOD
4096 1 1 1
EOD
$d237 << EOD
4096 1 1 1
EOD
$d238 << EOD
4096 1 1 1
EOD
$d239 << EOD
4096 1 1 1
EOD
$d240 << EOD
4096 1 1 1
EOD
$d241 << EOD
4096 1 1 1
EOD
$d242 << EOD
4096 1 1 1
EOD
$d243 << EOD
4096 1 1 1
EOD
$d244 << EOD
4096 1 1 1
EOD
$d245 << EOD
4096 1 1 1
EOD
$d246 << EOD
4096 1 1 1
EOD
$d247 << EOD
4096 1 1 1
EOD
$d248 << EOD
4096 1 1 1
EOD
$d249 << EOD
4096 1 1 1
EOD
$d250 << EOD
4096 0 0 0
EOD
$d251 << EOD
4096 0 0 0
EOD
$d252 << EOD
4096 0 0 0
EOD
$d253 << EOD
4096 0 0 0
EOD
$d254 << EOD
4096 0 0 0
EOD
$d255 << EOD
4096 0 0 0
EOD
$d256 << EOD
4096 0 0 0
EOD
$d257 << EOD
4096 0 0 0
EOD
$d258 << EOD
4096 0 0 0
EOD
$d259 << EOD
4096 0 0 0
EOD
$d260 << EOD
4096 0 0 0
EOD
$d261 << EOD
4096 0 0 0
EOD
$d262 << EOD
4096 0 0 0
EOD
$d263 << EOD
4096 0 0 0
EOD
$d264 << EOD
4096 0 0 0
EOD
$d265 << EOD
4096 0 0 0
EOD
$d266 << EOD
4096 0 0 0
EOD
$d267 << EOD
4096 0 0 0
EOD
$d268 << EOD
4096 0 0 0
EOD
$d269 << EOD
4096 0 0 0
EOD
$d270 << EOD
4096 0 0 0
EOD
$d271 << EOD
4096 0 0 0
EOD
$d272 << EOD
4096 0 0 0
EOD
$d273 << EOD
4096 0 0 0
EOD
$d274 << EOD
4096 0 0 0
EOD
$d275 << EOD
4096 0 0 0
EOD
$d276 << EOD
4096 0 0 0
EOD
$d277 << EOD
4096 0 0 0
EOD
$d278 << EOD
4096 0 0 0
EOD
$d279 << EOD
4096 0 0 0
EOD
$d280 << EOD
4096 1 1 1
EOD
$d281 << EOD
4096 1 1 1
EOD
$d282 << EOD
4096 1 1 1
EOD
$d283 << EOD
4096 1 1 1
EOD
$d284 << EOD
4096 1 1 1
EOD
$d285 << EOD
4096 1 1 1
EOD
$d286 << EOD
4096 1 1 1
EOD
$d287 << EOD
4096 1 1 1
EOD
$d288 << EOD
4096 1 1 1
EOD
$d289 << EOD
4096 1 1 1
EOD
$d290 << EOD
4096 1 1 1
EOD
$d291 << EOD
4096 1 1 1
EOD
$d292 << EOD
4096 1 1 1
EOD
$d293 << EOD
4096 1 1 1
EOD
$d294 << EOD
4096 1 1 1
EOD
$d295 << EOD
4096 1 1 1
EOD
$d296 << EOD
4096 1 1 1
EOD
$d297 << EOD
4096 1 1 1
EOD
$d298 << EOD
4096 1 1 1
EOD
$d299 << EOD
4096 0 0 0
EOD
$d300 << EOD
4096 1 1 1
EOD
$d301 << EOD
4096 1 1 1
EOD
$d302 << EOD
4096 1 1 1
EOD
$d303 << EOD
4096 1 1 1
EOD
$d304 << EOD
4096 1 1 1
EOD
$d305 << EOD
4096 1 1 1
EOD
$d306 << EOD
4096 1 1 1
EOD
$d307 << EOD
4096 1 1 1
EOD
$d308 << EOD
4096 1 1 1
EOD
$d309 << EOD
4096 0 0 0
EOD
$d310 << EOD
4096 1 1 1
EOD
$d311 << EOD
4096 1 1 1
EOD
$d312 << EOD
4096 1 1 1
EOD
$d313 << EOD
4096 1 1 1
EOD
$d314 << EOD
4096 1 1 1
EOD
$d315 << EOD
4096 1 1 1
EOD
$d316 << EOD
4096 1 1 1
EOD
$d317 << EOD
4096 1 1 1
EOD
$d318 << EOD
4096 1 1 1
EOD
$d319 << EOD
4096 1 1 1
EOD
$d320 << EOD
4096 0 0 0
EOD
$d321 << EOD
4096 0 0 0
EOD
$d322 << EOD
4096 0 0 0
EOD
$d323 << EOD
4096 0 0 0
EOD
$d324 << EOD
4096 0 0 0
EOD
$d325 << EOD
4096 0 0 0
EOD
$d326 << EOD
4096 0 0 0
EOD
$d327 << EOD
4096 0 0 0
EOD
$d328 << EOD
4096 0 0 0
EOD
$d329 << EOD
4096 0 0 0
EOD
$d330 << EOD
4096 0 0 0
EOD
$d331 << EOD
4096 0 0 0
EOD
$d332 << EOD
4096 0 0 0
EOD
$d333 << EOD
4096 0 0 0
EOD
$d334 << EOD
4096 0 0 0
EOD
$d335 << EOD
4096 0 0 0
EOD
$d336 << EOD
4096 0 0 0
EOD
$d337 << EOD
4096 0 0 0
EOD
$d338 << EOD
4096 0 0 0
EOD
$d339 << EOD
4096 0 0 0
EOD
$d340 << EOD
4096 0 0 0
EOD
$d341 << EOD
4096 0 0 0
EOD
$d342 << EOD
4096 0 0 0
EOD
$d343 << EOD
4096 0 0 0
EOD
$d344 << EOD
4096 0 0 0
EOD
$d345 << EOD
4096 0 0 0
EOD
$d346 << EOD
4096 0 0 0
EOD
$d347 << EOD
4096 0 0 0
EOD
$d348 << EOD
4096 0 0 0
EOD
$d349 << EOD
4096 0 0 0
EOD
$d350 << EOD
4096 1 1 1
EOD
$d351 << EOD
4096 1 1 1
EOD
$d352 << EOD
4096 1 1 1
EOD
$d353 << EOD
4096 1 1 1
EOD
$d354 << EOD
4096 1 1 1
EOD
$d355 << EOD
4096 1 1 1
EOD
$d356 << EOD
4096 1 1 1
EOD
$d357 << EOD
4096 1 1 1
EOD
$d358 << EOD
4096 1 1 1
EOD
$d359 << EOD
4096 1 1 1
EOD
$d360 << EOD
4096 1 1 1
EOD
$d361 << EOD
4096 1 1 1
EOD
$d362 << EOD
4096 1 1 1
EOD
$d363 << EOD
4096 1 1 1
EOD
$d364 << EOD
4096 1 1 1
EOD
$d365 << EOD
4096 1 1 1
EOD
$d366 << EOD
4096 1 1 1
EOD
$d367 << EOD
4096 1 1 1
EOD
$d368 << EOD
4096 1 1 1
EOD
$d369 << EOD
4096 0 0 0
EOD
$d370 << EOD
4096 1 1 1
EOD
$d371 << EOD
4096 1 1 1
EOD
$d372 << EOD
4096 1 1 1
EOD
$d373 << EOD
4096 1 1 1
EOD
$d374 << EOD
4096 1 1 1
EOD
$d375 << EOD
4096 1 1 1
EOD
$d376 << EOD
4096 1 1 1
EOD
$d377 << EOD
4096 1 1 1
EOD
$d378 << EOD
4096 1 1 1
EOD
$d379 << EOD
4096 0 0 0
EOD
$d380 << EOD
4096 1 1 1
EOD
$d381 << EOD
4096 1 1 1
EOD
$d382 << EOD
4096 1 1 1
EOD
$d383 << EOD
4096 1 1 1
EOD
$d384 << EOD
4096 1 1 1
EOD
$d385 << EOD
4096 1 1 1
EOD
$d386 << EOD
4096 1 1 1
EOD
$d387 << EOD
4096 1 1 1
EOD
$d388 << EOD
4096 1 1 1
EOD
$d389 << EOD
4096 1 1 1
EOD
$d390 << EOD
4096 0 0 0
EOD
$d391 << EOD
4096 0 0 0
EOD
$d392 << EOD
4096 0 0 0
EOD
$d393 << EOD
4096 0 0 0
EOD
$d394 << EOD
4096 0 0 0
EOD
$d395 << EOD
4096 0 0 0
EOD
$d396 << EOD
4096 0 0 0
EOD
$d397 << EOD
4096 0 0 0
EOD
$d398 << EOD
4096 0 0 0
EOD
$d399 << EOD
4096 0 0 0
EOD
$d400 << EOD
4096 0 0 0
EOD
$d401 << EOD
4096 0 0 0
EOD
$d402 << EOD
4096 0 0 0
EOD
$d403 << EOD
4096 0 0 0
EOD
$d404 << EOD
4096 0 0 0
EOD
$d405 << EOD
4096 0 0 0
EOD
$d406 << EOD
4096 0 0 0
EOD
$d407 << EOD
4096 0 0 0
EOD
$d408 << EOD
4096 0 0 0
EOD
$d409 << EOD
4096 0 0 0
EOD
$d410 << EOD
4096 0 0 0
EOD
$d411 << EOD
4096 0 0 0
EOD
$d412 << EOD
4096 0 0 0
EOD
$d413 << EOD
4096 0 0 0
EOD
$d414 << EOD
4096 0 0 0
EOD
$d415 << EOD
4096 0 0 0
EOD
$d416 << EOD
4096 0 0 0
EOD
$d417 << EOD
4096 0 0 0
EOD
$d418 << EOD
4096 0 0 0
EOD
$d419 << EOD
4096 0 0 0
EOD
$d420 << EOD
4096 1 1 1
EOD
$d421 << EOD
4096 1 1 1
EOD
$d422 << EOD
4096 1 1 1
EOD
$d423 << EOD
4096 1 1 1
EOD
$d424 << EOD
4096 1 1 1
EOD
$d425 << EOD
4096 1 1 1
EOD
$d426 << EOD
4096 1 1 1
EOD
$d427 << EOD
4096 1 1 1
EOD
$d428 << EOD
4096 1 1 1
EOD
$d429 << EOD
4096 1 1 1
EOD
$d430 << EOD
4096 1 1 1
EOD
$d431 << EOD
4096 1 1 1
EOD
$d432 << EOD
4096 1 1 1
EOD
$d433 << EOD
4096 1 1 1
EOD
$d434 << EOD
4096 1 1 1
EOD
$d435 << EOD
4096 1 1 1
EOD
$d436 << EOD
4096 1 1 1
EOD
$d437 << EOD
4096 1 1 1
EOD
$d438 << EOD
4096 0.625 0.625 0.625
EOD
$d439 << EOD
4096 0 0 0
EOD
$d440 << EOD
4096 1 1 1
EOD
$d441 << EOD
4096 1 1 1
EOD
$d442 << EOD
4096 1 1 1
EOD
$d443 << EOD
4096 1 1 1
EOD
$d444 << EOD
4096 1 1 1
EOD
$d445 << EOD
4096 1 1 1
EOD
$d446 << EOD
4096 1 1 1
EOD
$d447 << EOD
4096 1 1 1
EOD
$d448 << EOD
4096 0.625 0.625 0.625
EOD
$d449 << EOD
4096 0 0 0
EOD
$d450 << EOD
4096 1 1 1
EOD
$d451 << EOD
4096 1 1 1
EOD
$d452 << EOD
4096 1 1 1
EOD
$d453 << EOD
4096 1 1 1
EOD
$d454 << EOD
4096 1 1 1
EOD
$d455 << EOD
4096 1 1 1
EOD
$d456 << EOD
4096 1 1 1
EOD
$d457 << EOD
4096 1 1 1
EOD
$d458 << EOD
4096 1 1 1
EOD
$d459 << EOD
4096 1 1 1
EOD
$d460 << EOD
4096 1 1 1
EOD
$d461 << EOD
4096 1 1 1
EOD
$d462 << EOD
4096 1 1 1
EOD
$d463 << EOD
4096 1 1 1
EOD
$d464 << EOD
4096 1 1 1
EOD
$d465 << EOD
4096 1 1 1
EOD
$d466 << EOD
4096 1 1 1
EOD
$d467 << EOD
4096 1 1 1
EOD
$d468 << EOD
4096 1 1 1
EOD
$d469 << EOD
4096 1 1 1
EOD
$d470 << EOD
4096 1 1 1
EOD
$d471 << EOD
4096 1 1 1
EOD
$d472 << EOD
4096 1 1 1
EOD
$d473 << EOD
4096 0.3125 0.3125 0.3125
EOD
$d474 << EOD
4096 0 0 0
EOD
$d475 << EOD
4096 1 1 1
EOD
$d476 << EOD
4096 1 1 1
EOD
$d477 << EOD
4096 1 1 1
EOD
$d478 << EOD
4096 1 1 1
EOD
$d479 << EOD
4096 1 1 1
EOD
$d480 << EOD
4096 1 1 1
EOD
$d481 << EOD
4096 1 1 1
EOD
$d482 << EOD
4096 1 1 1
EOD
$d483 << EOD
4096 0.3125 0.3125 0.3125
EOD
$d484 << EOD
4096 0 0 0
EOD
$d485 << EOD
4096 1 1 1
EOD
$d486 << EOD
4096 1 1 1
EOD
$d487 << EOD
4096 1 1 1
EOD
$d488 << EOD
4096 1 1 1
EOD
$d489 << EOD
4096 1 1 1
EOD
set multiplot title 'sequence accuracy vs length (compare at 4096 letters: the compiled networks and the best trained model of each family (models from docs/results/compare)), 16 random words per point; trained: the median of the seeds'
# legend
set origin 0,0.9541
set size 1,0.0459
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
     NaN with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 title 'bf16', \
     NaN with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 title 'bf16,acc=fp32', \
     NaN with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 title 'fp16', \
     NaN with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 title 'e4m3', \
     NaN with lines lc rgb 'black' dt 1 title 'order sequential', \
     NaN with lines lc rgb 'black' dt 2 title 'order scan', \
     NaN with filledcurves y1=0 fc rgb '#d8000000' fs solid noborder title 'lowest to highest seed'
unset key
set border
set tics
set grid
set size 0.1250,0.1363
set logscale x 2
set yrange [-0.05:1.05]
set ytics 0.5
set xtics (4096)
set xrange [2048:8192]
set origin 0.0000,0.8178
set title 'parity, compiled: reflections, integer'
plot $d0 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d1 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d2 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d3 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d4 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d5 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d6 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d7 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d8 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d9 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1250,0.8178
set title 'mod:3, compiled: reflections, integer'
plot $d70 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d71 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d72 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d73 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d74 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d75 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d76 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d77 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d78 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d79 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2500,0.8178
set title 'mod:5, compiled: reflections, integer'
plot $d140 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d141 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d142 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d143 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d144 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d145 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d146 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d147 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d148 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d149 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.3750,0.8178
set title 'cyclic:6, compiled: reflections, integer'
plot $d210 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d211 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d212 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d213 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d214 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d215 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d216 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d217 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d218 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d219 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5000,0.8178
set title 'sym:3, compiled: reflections, integer'
plot $d280 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d281 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d282 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d283 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d284 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d285 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d286 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d287 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d288 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d289 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.6250,0.8178
set title 'alt:4, compiled: reflections, integer'
plot $d350 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d351 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d352 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d353 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d354 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d355 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d356 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d357 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d358 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d359 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7500,0.8178
set title 'alt:5, compiled: reflections, integer'
plot $d420 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d421 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d422 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d423 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d424 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d425 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d426 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d427 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d428 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d429 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.8750,0.8178
set title 'sym:5, compiled: reflections, integer'
plot $d455 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d456 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d457 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d458 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d459 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d460 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d461 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d462 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d463 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d464 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.0000,0.6815
set title 'parity, compiled: reflections, unit'
plot $d10 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d11 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d12 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d13 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d14 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d15 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d16 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d17 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d18 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d19 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1250,0.6815
set title 'mod:3, compiled: reflections, unit'
plot $d80 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d81 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d82 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d83 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d84 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d85 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d86 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d87 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d88 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d89 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2500,0.6815
set title 'mod:5, compiled: reflections, unit'
plot $d150 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d151 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d152 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d153 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d154 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d155 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d156 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d157 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d158 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d159 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.3750,0.6815
set title 'cyclic:6, compiled: reflections, unit'
plot $d220 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d221 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d222 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d223 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d224 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d225 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d226 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d227 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d228 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d229 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5000,0.6815
set title 'sym:3, compiled: reflections, unit'
plot $d290 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d291 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d292 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d293 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d294 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d295 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d296 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d297 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d298 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d299 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.6250,0.6815
set title 'alt:4, compiled: reflections, unit'
plot $d360 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d361 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d362 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d363 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d364 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d365 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d366 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d367 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d368 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d369 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7500,0.6815
set title 'alt:5, compiled: reflections, unit'
plot $d430 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d431 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d432 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d433 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d434 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d435 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d436 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d437 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d438 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d439 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.8750,0.6815
set title 'sym:5, compiled: reflections, unit'
plot $d465 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d466 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d467 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d468 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d469 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d470 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d471 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d472 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d473 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d474 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.0000,0.5452
set title 'parity, compiled: rotation'
plot $d20 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d21 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d22 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d23 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d24 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d25 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d26 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d27 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d28 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d29 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1250,0.5452
set title 'mod:3, compiled: rotation'
plot $d90 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d91 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d92 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d93 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d94 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d95 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d96 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d97 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d98 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d99 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2500,0.5452
set title 'mod:5, compiled: rotation'
plot $d160 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d161 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d162 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d163 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d164 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d165 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d166 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d167 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d168 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d169 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.3750,0.5452
set title 'cyclic:6, compiled: rotation'
plot $d230 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d231 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d232 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d233 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d234 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d235 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d236 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d237 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d238 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d239 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5000,0.5452
set title 'sym:3, compiled: rotation'
plot $d300 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d301 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d302 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d303 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d304 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d305 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d306 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d307 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d308 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d309 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.6250,0.5452
set title 'alt:4, compiled: rotation'
plot $d370 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d371 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d372 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d373 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d374 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d375 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d376 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d377 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d378 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d379 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7500,0.5452
set title 'alt:5, compiled: rotation'
plot $d440 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d441 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d442 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d443 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d444 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d445 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d446 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d447 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d448 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d449 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.8750,0.5452
set title 'sym:5, compiled: rotation'
plot $d475 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d476 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d477 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d478 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d479 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d480 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d481 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d482 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d483 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d484 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.0000,0.4089
set title 'parity, compiled: onehot'
plot $d30 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d31 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d32 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d33 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d34 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d35 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d36 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d37 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d38 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d39 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1250,0.4089
set title 'mod:3, compiled: onehot'
plot $d100 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d101 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d102 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d103 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d104 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d105 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d106 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d107 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d108 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d109 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2500,0.4089
set title 'mod:5, compiled: onehot'
plot $d170 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d171 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d172 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d173 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d174 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d175 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d176 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d177 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d178 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d179 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.3750,0.4089
set title 'cyclic:6, compiled: onehot'
plot $d240 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d241 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d242 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d243 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d244 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d245 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d246 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d247 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d248 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d249 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5000,0.4089
set title 'sym:3, compiled: onehot'
plot $d310 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d311 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d312 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d313 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d314 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d315 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d316 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d317 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d318 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d319 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.6250,0.4089
set title 'alt:4, compiled: onehot'
plot $d380 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d381 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d382 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d383 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d384 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d385 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d386 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d387 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d388 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d389 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7500,0.4089
set title 'alt:5, compiled: onehot'
plot $d450 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d451 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d452 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d453 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d454 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle
set origin 0.8750,0.4089
set title 'sym:5, compiled: onehot'
plot $d485 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d486 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d487 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d488 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d489 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle
set origin 0.0000,0.2726
set title 'parity, diag [-1,1]'
plot $d40 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d41 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d42 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d43 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d44 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d45 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d46 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d47 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d48 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d49 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d40 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d41 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d42 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d43 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d44 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d45 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d46 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d47 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d48 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d49 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1250,0.2726
set title 'mod:3, diag [-1,1]'
plot $d110 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d111 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d112 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d113 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d114 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d115 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d116 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d117 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d118 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d119 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d110 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d111 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d112 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d113 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d114 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d115 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d116 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d117 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d118 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d119 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2500,0.2726
set title 'mod:5, diag [-1,1]'
plot $d180 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d181 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d182 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d183 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d184 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d185 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d186 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d187 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d188 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d189 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d180 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d181 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d182 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d183 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d184 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d185 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d186 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d187 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d188 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d189 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.3750,0.2726
set title 'cyclic:6, diag [-1,1]'
plot $d250 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d251 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d252 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d253 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d254 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d255 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d256 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d257 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d258 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d259 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d250 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d251 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d252 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d253 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d254 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d255 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d256 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d257 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d258 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d259 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5000,0.2726
set title 'sym:3, diag [-1,1]'
plot $d320 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d321 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d322 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d323 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d324 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d325 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d326 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d327 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d328 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d329 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d320 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d321 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d322 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d323 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d324 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d325 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d326 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d327 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d328 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d329 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.6250,0.2726
set title 'alt:4, diag [-1,1]'
plot $d390 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d391 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d392 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d393 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d394 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d395 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d396 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d397 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d398 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d399 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d390 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d391 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d392 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d393 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d394 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d395 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d396 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d397 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d398 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d399 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7500,0.2726
set title 'alt:5, diag [-1,1]'
set label 1 'no rows' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.8750,0.2726
set title 'sym:5, diag [-1,1]'
set label 1 'no rows' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.0000,0.1363
set title 'parity, deltanet [-1,1]'
plot $d50 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d51 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d52 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d53 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d54 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d55 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d56 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d57 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d58 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d59 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d50 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d51 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d52 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d53 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d54 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d55 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d56 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d57 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d58 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d59 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1250,0.1363
set title 'mod:3, deltanet [-1,1]'
plot $d120 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d121 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d122 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d123 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d124 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d125 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d126 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d127 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d128 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d129 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d120 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d121 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d122 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d123 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d124 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d125 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d126 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d127 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d128 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d129 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2500,0.1363
set title 'mod:5, deltanet [-1,1]'
plot $d190 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d191 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d192 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d193 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d194 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d195 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d196 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d197 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d198 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d199 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d190 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d191 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d192 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d193 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d194 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d195 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d196 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d197 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d198 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d199 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.3750,0.1363
set title 'cyclic:6, deltanet [-1,1]'
plot $d260 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d261 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d262 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d263 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d264 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d265 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d266 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d267 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d268 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d269 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d260 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d261 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d262 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d263 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d264 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d265 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d266 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d267 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d268 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d269 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5000,0.1363
set title 'sym:3, deltanet [-1,1]'
plot $d330 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d331 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d332 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d333 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d334 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d335 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d336 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d337 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d338 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d339 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d330 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d331 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d332 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d333 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d334 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d335 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d336 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d337 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d338 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d339 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.6250,0.1363
set title 'alt:4, deltanet [-1,1]'
plot $d400 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d401 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d402 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d403 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d404 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d405 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d406 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d407 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d408 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d409 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d400 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d401 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d402 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d403 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d404 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d405 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d406 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d407 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d408 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d409 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7500,0.1363
set title 'alt:5, deltanet [-1,1]'
set label 1 'no rows' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.8750,0.1363
set title 'sym:5, deltanet [-1,1]'
set label 1 'no rows' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.0000,0.0000
set title 'parity, deltaproduct r=4 [-1,1]'
plot $d60 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d61 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d62 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d63 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d64 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d65 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d66 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d67 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d68 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d69 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d60 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d61 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d62 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d63 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d64 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d65 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d66 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d67 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d68 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d69 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.1250,0.0000
set title 'mod:3, deltaproduct r=4 [-1,1]'
plot $d130 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d131 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d132 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d133 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d134 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d135 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d136 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d137 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d138 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d139 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d130 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d131 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d132 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d133 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d134 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d135 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d136 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d137 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d138 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d139 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.2500,0.0000
set title 'mod:5, deltaproduct r=4 [-1,1]'
plot $d200 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d201 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d202 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d203 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d204 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d205 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d206 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d207 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d208 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d209 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d200 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d201 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d202 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d203 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d204 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d205 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d206 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d207 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d208 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d209 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.3750,0.0000
set title 'cyclic:6, deltaproduct r=4 [-1,1]'
plot $d270 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d271 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d272 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d273 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d274 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d275 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d276 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d277 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d278 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d279 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d270 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d271 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d272 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d273 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d274 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d275 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d276 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d277 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d278 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d279 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.5000,0.0000
set title 'sym:3, deltaproduct r=4 [-1,1]'
plot $d340 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d341 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d342 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d343 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d344 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d345 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d346 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d347 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d348 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d349 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d340 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d341 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d342 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d343 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d344 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d345 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d346 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d347 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d348 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d349 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.6250,0.0000
set title 'alt:4, deltaproduct r=4 [-1,1]'
plot $d410 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d411 using 1:3:4 with filledcurves fc rgb '#e41f77b4' fs solid noborder notitle, \
     $d412 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d413 using 1:3:4 with filledcurves fc rgb '#e4ff7f0e' fs solid noborder notitle, \
     $d414 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d415 using 1:3:4 with filledcurves fc rgb '#e42ca02c' fs solid noborder notitle, \
     $d416 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d417 using 1:3:4 with filledcurves fc rgb '#e4d62728' fs solid noborder notitle, \
     $d418 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d419 using 1:3:4 with filledcurves fc rgb '#e49467bd' fs solid noborder notitle, \
     $d410 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 1 notitle, \
     $d411 using 1:2 with linespoints lc rgb '#1f77b4' pt 1 ps 1.25 lw 4.00 dt 2 notitle, \
     $d412 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 1 notitle, \
     $d413 using 1:2 with linespoints lc rgb '#ff7f0e' pt 2 ps 1.06 lw 3.25 dt 2 notitle, \
     $d414 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 1 notitle, \
     $d415 using 1:2 with linespoints lc rgb '#2ca02c' pt 3 ps 0.88 lw 2.50 dt 2 notitle, \
     $d416 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 1 notitle, \
     $d417 using 1:2 with linespoints lc rgb '#d62728' pt 4 ps 0.69 lw 1.75 dt 2 notitle, \
     $d418 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 1 notitle, \
     $d419 using 1:2 with linespoints lc rgb '#9467bd' pt 5 ps 0.50 lw 1.00 dt 2 notitle
set origin 0.7500,0.0000
set title 'alt:5, deltaproduct r=4 [-1,1]'
set label 1 'no rows' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
set origin 0.8750,0.0000
set title 'sym:5, deltaproduct r=4 [-1,1]'
set label 1 'no rows' at graph 0.5,0.5 center
plot NaN notitle
unset label 1
unset multiplot
