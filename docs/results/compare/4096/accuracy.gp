# Accuracy vs length per datatype, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp
set terminal pngcairo size 1980,2120 font ',8'
set output 'accuracy.png'
$d0 << EOD
4096 1
EOD
$d1 << EOD
4096 1
EOD
$d2 << EOD
4096 1
EOD
$d3 << EOD
4096 1
EOD
$d4 << EOD
4096 1
EOD
$d5 << EOD
4096 1
EOD
$d6 << EOD
4096 1
EOD
$d7 << EOD
4096 1
EOD
$d8 << EOD
4096 1
EOD
$d9 << EOD
4096 1
EOD
$d10 << EOD
4096 1
EOD
$d11 << EOD
4096 1
EOD
$d12 << EOD
4096 1
EOD
$d13 << EOD
4096 1
EOD
$d14 << EOD
4096 1
EOD
$d15 << EOD
4096 1
EOD
$d16 << EOD
4096 1
EOD
$d17 << EOD
4096 1
EOD
$d18 << EOD
4096 1
EOD
$d19 << EOD
4096 0
EOD
$d20 << EOD
4096 1
EOD
$d21 << EOD
4096 1
EOD
$d22 << EOD
4096 1
EOD
$d23 << EOD
4096 1
EOD
$d24 << EOD
4096 1
EOD
$d25 << EOD
4096 1
EOD
$d26 << EOD
4096 1
EOD
$d27 << EOD
4096 1
EOD
$d28 << EOD
4096 1
EOD
$d29 << EOD
4096 1
EOD
$d30 << EOD
4096 1
EOD
$d31 << EOD
4096 1
EOD
$d32 << EOD
4096 1
EOD
$d33 << EOD
4096 1
EOD
$d34 << EOD
4096 1
EOD
$d35 << EOD
4096 1
EOD
$d36 << EOD
4096 1
EOD
$d37 << EOD
4096 1
EOD
$d38 << EOD
4096 1
EOD
$d39 << EOD
4096 1
EOD
$d40 << EOD
4096 1
EOD
$d41 << EOD
4096 1
EOD
$d42 << EOD
4096 1
EOD
$d43 << EOD
4096 1
EOD
$d44 << EOD
4096 1
EOD
$d45 << EOD
4096 1
EOD
$d46 << EOD
4096 1
EOD
$d47 << EOD
4096 1
EOD
$d48 << EOD
4096 1
EOD
$d49 << EOD
4096 1
EOD
$d50 << EOD
4096 1
EOD
$d51 << EOD
4096 1
EOD
$d52 << EOD
4096 1
EOD
$d53 << EOD
4096 1
EOD
$d54 << EOD
4096 1
EOD
$d55 << EOD
4096 1
EOD
$d56 << EOD
4096 1
EOD
$d57 << EOD
4096 1
EOD
$d58 << EOD
4096 1
EOD
$d59 << EOD
4096 0
EOD
$d60 << EOD
4096 1
EOD
$d61 << EOD
4096 1
EOD
$d62 << EOD
4096 1
EOD
$d63 << EOD
4096 0
EOD
$d64 << EOD
4096 1
EOD
$d65 << EOD
4096 0
EOD
$d66 << EOD
4096 1
EOD
$d67 << EOD
4096 1
EOD
$d68 << EOD
4096 1
EOD
$d69 << EOD
4096 1
EOD
$d70 << EOD
4096 1
EOD
$d71 << EOD
4096 1
EOD
$d72 << EOD
4096 1
EOD
$d73 << EOD
4096 1
EOD
$d74 << EOD
4096 1
EOD
$d75 << EOD
4096 1
EOD
$d76 << EOD
4096 1
EOD
$d77 << EOD
4096 1
EOD
$d78 << EOD
4096 1
EOD
$d79 << EOD
4096 1
EOD
$d80 << EOD
4096 1
EOD
$d81 << EOD
4096 1
EOD
$d82 << EOD
4096 1
EOD
$d83 << EOD
4096 1
EOD
$d84 << EOD
4096 1
EOD
$d85 << EOD
4096 1
EOD
$d86 << EOD
4096 1
EOD
$d87 << EOD
4096 1
EOD
$d88 << EOD
4096 1
EOD
$d89 << EOD
4096 1
EOD
$d90 << EOD
4096 1
EOD
$d91 << EOD
4096 1
EOD
$d92 << EOD
4096 1
EOD
$d93 << EOD
4096 1
EOD
$d94 << EOD
4096 1
EOD
$d95 << EOD
4096 1
EOD
$d96 << EOD
4096 1
EOD
$d97 << EOD
4096 1
EOD
$d98 << EOD
4096 1
EOD
$d99 << EOD
4096 0
EOD
$d100 << EOD
4096 1
EOD
$d101 << EOD
4096 1
EOD
$d102 << EOD
4096 1
EOD
$d103 << EOD
4096 0.8125
EOD
$d104 << EOD
4096 1
EOD
$d105 << EOD
4096 0
EOD
$d106 << EOD
4096 1
EOD
$d107 << EOD
4096 1
EOD
$d108 << EOD
4096 0
EOD
$d109 << EOD
4096 0
EOD
$d110 << EOD
4096 1
EOD
$d111 << EOD
4096 1
EOD
$d112 << EOD
4096 1
EOD
$d113 << EOD
4096 1
EOD
$d114 << EOD
4096 1
EOD
$d115 << EOD
4096 1
EOD
$d116 << EOD
4096 1
EOD
$d117 << EOD
4096 1
EOD
$d118 << EOD
4096 1
EOD
$d119 << EOD
4096 1
EOD
$d120 << EOD
4096 1
EOD
$d121 << EOD
4096 1
EOD
$d122 << EOD
4096 1
EOD
$d123 << EOD
4096 1
EOD
$d124 << EOD
4096 1
EOD
$d125 << EOD
4096 1
EOD
$d126 << EOD
4096 1
EOD
$d127 << EOD
4096 1
EOD
$d128 << EOD
4096 1
EOD
$d129 << EOD
4096 1
EOD
$d130 << EOD
4096 1
EOD
$d131 << EOD
4096 1
EOD
$d132 << EOD
4096 1
EOD
$d133 << EOD
4096 1
EOD
$d134 << EOD
4096 1
EOD
$d135 << EOD
4096 1
EOD
$d136 << EOD
4096 1
EOD
$d137 << EOD
4096 1
EOD
$d138 << EOD
4096 1
EOD
$d139 << EOD
4096 0
EOD
$d140 << EOD
4096 1
EOD
$d141 << EOD
4096 1
EOD
$d142 << EOD
4096 1
EOD
$d143 << EOD
4096 1
EOD
$d144 << EOD
4096 1
EOD
$d145 << EOD
4096 1
EOD
$d146 << EOD
4096 1
EOD
$d147 << EOD
4096 1
EOD
$d148 << EOD
4096 1
EOD
$d149 << EOD
4096 1
EOD
$d150 << EOD
4096 1
EOD
$d151 << EOD
4096 1
EOD
$d152 << EOD
4096 1
EOD
$d153 << EOD
4096 1
EOD
$d154 << EOD
4096 1
EOD
$d155 << EOD
4096 1
EOD
$d156 << EOD
4096 1
EOD
$d157 << EOD
4096 1
EOD
$d158 << EOD
4096 1
EOD
$d159 << EOD
4096 1
EOD
$d160 << EOD
4096 1
EOD
$d161 << EOD
4096 1
EOD
$d162 << EOD
4096 1
EOD
$d163 << EOD
4096 1
EOD
$d164 << EOD
4096 1
EOD
$d165 << EOD
4096 1
EOD
$d166 << EOD
4096 1
EOD
$d167 << EOD
4096 1
EOD
$d168 << EOD
4096 1
EOD
$d169 << EOD
4096 1
EOD
$d170 << EOD
4096 1
EOD
$d171 << EOD
4096 1
EOD
$d172 << EOD
4096 1
EOD
$d173 << EOD
4096 1
EOD
$d174 << EOD
4096 1
EOD
$d175 << EOD
4096 1
EOD
$d176 << EOD
4096 1
EOD
$d177 << EOD
4096 1
EOD
$d178 << EOD
4096 1
EOD
$d179 << EOD
4096 0
EOD
$d180 << EOD
4096 1
EOD
$d181 << EOD
4096 1
EOD
$d182 << EOD
4096 1
EOD
$d183 << EOD
4096 1
EOD
$d184 << EOD
4096 1
EOD
$d185 << EOD
4096 1
EOD
$d186 << EOD
4096 1
EOD
$d187 << EOD
4096 1
EOD
$d188 << EOD
4096 1
EOD
$d189 << EOD
4096 0
EOD
$d190 << EOD
4096 1
EOD
$d191 << EOD
4096 1
EOD
$d192 << EOD
4096 1
EOD
$d193 << EOD
4096 1
EOD
$d194 << EOD
4096 1
EOD
$d195 << EOD
4096 1
EOD
$d196 << EOD
4096 1
EOD
$d197 << EOD
4096 1
EOD
$d198 << EOD
4096 1
EOD
$d199 << EOD
4096 1
EOD
$d200 << EOD
4096 1
EOD
$d201 << EOD
4096 1
EOD
$d202 << EOD
4096 1
EOD
$d203 << EOD
4096 1
EOD
$d204 << EOD
4096 1
EOD
$d205 << EOD
4096 1
EOD
$d206 << EOD
4096 1
EOD
$d207 << EOD
4096 1
EOD
$d208 << EOD
4096 1
EOD
$d209 << EOD
4096 1
EOD
$d210 << EOD
4096 1
EOD
$d211 << EOD
4096 1
EOD
$d212 << EOD
4096 1
EOD
$d213 << EOD
4096 1
EOD
$d214 << EOD
4096 1
EOD
$d215 << EOD
4096 1
EOD
$d216 << EOD
4096 1
EOD
$d217 << EOD
4096 1
EOD
$d218 << EOD
4096 1
EOD
$d219 << EOD
4096 0
EOD
$d220 << EOD
4096 1
EOD
$d221 << EOD
4096 1
EOD
$d222 << EOD
4096 1
EOD
$d223 << EOD
4096 1
EOD
$d224 << EOD
4096 1
EOD
$d225 << EOD
4096 1
EOD
$d226 << EOD
4096 1
EOD
$d227 << EOD
4096 1
EOD
$d228 << EOD
4096 1
EOD
$d229 << EOD
4096 0
EOD
$d230 << EOD
4096 1
EOD
$d231 << EOD
4096 1
EOD
$d232 << EOD
4096 1
EOD
$d233 << EOD
4096 1
EOD
$d234 << EOD
4096 1
EOD
$d235 << EOD
4096 1
EOD
$d236 << EOD
4096 1
EOD
$d237 << EOD
4096 1
EOD
$d238 << EOD
4096 1
EOD
$d239 << EOD
4096 1
EOD
$d240 << EOD
4096 1
EOD
$d241 << EOD
4096 1
EOD
$d242 << EOD
4096 1
EOD
$d243 << EOD
4096 1
EOD
$d244 << EOD
4096 1
EOD
$d245 << EOD
4096 1
EOD
$d246 << EOD
4096 1
EOD
$d247 << EOD
4096 1
EOD
$d248 << EOD
4096 1
EOD
$d249 << EOD
4096 1
EOD
$d250 << EOD
4096 1
EOD
$d251 << EOD
4096 1
EOD
$d252 << EOD
4096 1
EOD
$d253 << EOD
4096 1
EOD
$d254 << EOD
4096 1
EOD
$d255 << EOD
4096 1
EOD
$d256 << EOD
4096 1
EOD
$d257 << EOD
4096 1
EOD
$d258 << EOD
4096 0.625
EOD
$d259 << EOD
4096 0
EOD
$d260 << EOD
4096 1
EOD
$d261 << EOD
4096 1
EOD
$d262 << EOD
4096 1
EOD
$d263 << EOD
4096 1
EOD
$d264 << EOD
4096 1
EOD
$d265 << EOD
4096 1
EOD
$d266 << EOD
4096 1
EOD
$d267 << EOD
4096 1
EOD
$d268 << EOD
4096 0.625
EOD
$d269 << EOD
4096 0
EOD
$d270 << EOD
4096 1
EOD
$d271 << EOD
4096 1
EOD
$d272 << EOD
4096 1
EOD
$d273 << EOD
4096 1
EOD
$d274 << EOD
4096 1
EOD
$d275 << EOD
4096 1
EOD
$d276 << EOD
4096 1
EOD
$d277 << EOD
4096 1
EOD
$d278 << EOD
4096 1
EOD
$d279 << EOD
4096 1
EOD
$d280 << EOD
4096 1
EOD
$d281 << EOD
4096 1
EOD
$d282 << EOD
4096 1
EOD
$d283 << EOD
4096 1
EOD
$d284 << EOD
4096 1
EOD
$d285 << EOD
4096 1
EOD
$d286 << EOD
4096 1
EOD
$d287 << EOD
4096 1
EOD
$d288 << EOD
4096 1
EOD
$d289 << EOD
4096 1
EOD
$d290 << EOD
4096 1
EOD
$d291 << EOD
4096 1
EOD
$d292 << EOD
4096 1
EOD
$d293 << EOD
4096 0.3125
EOD
$d294 << EOD
4096 0
EOD
$d295 << EOD
4096 1
EOD
$d296 << EOD
4096 1
EOD
$d297 << EOD
4096 1
EOD
$d298 << EOD
4096 1
EOD
$d299 << EOD
4096 1
EOD
$d300 << EOD
4096 1
EOD
$d301 << EOD
4096 1
EOD
$d302 << EOD
4096 1
EOD
$d303 << EOD
4096 0.3125
EOD
$d304 << EOD
4096 0
EOD
$d305 << EOD
4096 1
EOD
$d306 << EOD
4096 1
EOD
$d307 << EOD
4096 1
EOD
$d308 << EOD
4096 1
EOD
$d309 << EOD
4096 1
EOD
$d310 << EOD
4096 1
EOD
$d311 << EOD
4096 1
EOD
$d312 << EOD
4096 1
EOD
$d313 << EOD
4096 1
EOD
$d314 << EOD
4096 1
EOD
$d315 << EOD
4096 1
EOD
$d316 << EOD
4096 1
EOD
$d317 << EOD
4096 1
EOD
$d318 << EOD
4096 0
EOD
$d319 << EOD
4096 0
EOD
$d320 << EOD
4096 0
EOD
$d321 << EOD
4096 0
EOD
$d322 << EOD
4096 1
EOD
$d323 << EOD
4096 1
EOD
$d324 << EOD
4096 1
EOD
$d325 << EOD
4096 0
EOD
$d326 << EOD
4096 0
EOD
$d327 << EOD
4096 0
EOD
$d328 << EOD
4096 0
EOD
$d329 << EOD
4096 0
EOD
$d330 << EOD
4096 0
EOD
$d331 << EOD
4096 0
EOD
$d332 << EOD
4096 0.5
EOD
$d333 << EOD
4096 0
EOD
$d334 << EOD
4096 0.125
EOD
$d335 << EOD
4096 0
EOD
$d336 << EOD
4096 0
EOD
$d337 << EOD
4096 0
EOD
$d338 << EOD
4096 0
EOD
$d339 << EOD
4096 0
EOD
$d340 << EOD
4096 0
EOD
$d341 << EOD
4096 0
EOD
$d342 << EOD
4096 0
EOD
$d343 << EOD
4096 0
EOD
$d344 << EOD
4096 0
EOD
$d345 << EOD
4096 0
EOD
$d346 << EOD
4096 0
EOD
$d347 << EOD
4096 0
EOD
$d348 << EOD
4096 0
EOD
$d349 << EOD
4096 0
EOD
$d350 << EOD
4096 0
EOD
$d351 << EOD
4096 0
EOD
$d352 << EOD
4096 0
EOD
$d353 << EOD
4096 0
EOD
$d354 << EOD
4096 0
EOD
$d355 << EOD
4096 0
EOD
$d356 << EOD
4096 0
EOD
$d357 << EOD
4096 0
EOD
$d358 << EOD
4096 0
EOD
$d359 << EOD
4096 0
EOD
$d360 << EOD
4096 0
EOD
$d361 << EOD
4096 0
EOD
$d362 << EOD
4096 0
EOD
$d363 << EOD
4096 0
EOD
$d364 << EOD
4096 0
EOD
$d365 << EOD
4096 0
EOD
$d366 << EOD
4096 0
EOD
$d367 << EOD
4096 0
EOD
$d368 << EOD
4096 0
EOD
$d369 << EOD
4096 0
EOD
$d370 << EOD
4096 0
EOD
$d371 << EOD
4096 0
EOD
$d372 << EOD
4096 0
EOD
$d373 << EOD
4096 0
EOD
$d374 << EOD
4096 0
EOD
$d375 << EOD
4096 0
EOD
$d376 << EOD
4096 0
EOD
$d377 << EOD
4096 0
EOD
$d378 << EOD
4096 0
EOD
$d379 << EOD
4096 0
EOD
$d380 << EOD
4096 0
EOD
$d381 << EOD
4096 0
EOD
$d382 << EOD
4096 0
EOD
$d383 << EOD
4096 0
EOD
$d384 << EOD
4096 0
EOD
$d385 << EOD
4096 0
EOD
$d386 << EOD
4096 0
EOD
$d387 << EOD
4096 0
EOD
$d388 << EOD
4096 0
EOD
$d389 << EOD
4096 0
EOD
$d390 << EOD
4096 0
EOD
$d391 << EOD
4096 0
EOD
$d392 << EOD
4096 0
EOD
$d393 << EOD
4096 0
EOD
$d394 << EOD
4096 0
EOD
$d395 << EOD
4096 0
EOD
$d396 << EOD
4096 0
EOD
$d397 << EOD
4096 0
EOD
$d398 << EOD
4096 0
EOD
$d399 << EOD
4096 0
EOD
$d400 << EOD
4096 0
EOD
$d401 << EOD
4096 0
EOD
$d402 << EOD
4096 0
EOD
$d403 << EOD
4096 0
EOD
$d404 << EOD
4096 0
EOD
$d405 << EOD
4096 0
EOD
$d406 << EOD
4096 0
EOD
$d407 << EOD
4096 0
EOD
$d408 << EOD
4096 0
EOD
$d409 << EOD
4096 0
EOD
$d410 << EOD
4096 0
EOD
$d411 << EOD
4096 0
EOD
$d412 << EOD
4096 0
EOD
$d413 << EOD
4096 0
EOD
$d414 << EOD
4096 0
EOD
$d415 << EOD
4096 0
EOD
$d416 << EOD
4096 0
EOD
$d417 << EOD
4096 0
EOD
$d418 << EOD
4096 0
EOD
$d419 << EOD
4096 0
EOD
$d420 << EOD
4096 0
EOD
$d421 << EOD
4096 0
EOD
$d422 << EOD
4096 0
EOD
$d423 << EOD
4096 0
EOD
$d424 << EOD
4096 0
EOD
$d425 << EOD
4096 0
EOD
$d426 << EOD
4096 0
EOD
$d427 << EOD
4096 0
EOD
$d428 << EOD
4096 0
EOD
$d429 << EOD
4096 0
EOD
$d430 << EOD
4096 0
EOD
$d431 << EOD
4096 0
EOD
$d432 << EOD
4096 0
EOD
$d433 << EOD
4096 0
EOD
$d434 << EOD
4096 0
EOD
$d435 << EOD
4096 0
EOD
$d436 << EOD
4096 0
EOD
$d437 << EOD
4096 0
EOD
$d438 << EOD
4096 0
EOD
$d439 << EOD
4096 0
EOD
$d440 << EOD
4096 0
EOD
$d441 << EOD
4096 0
EOD
$d442 << EOD
4096 0
EOD
$d443 << EOD
4096 0
EOD
$d444 << EOD
4096 0
EOD
$d445 << EOD
4096 0
EOD
$d446 << EOD
4096 0
EOD
$d447 << EOD
4096 0
EOD
$d448 << EOD
4096 0
EOD
$d449 << EOD
4096 0
EOD
$d450 << EOD
4096 0
EOD
$d451 << EOD
4096 0
EOD
$d452 << EOD
4096 0
EOD
$d453 << EOD
4096 0
EOD
$d454 << EOD
4096 0
EOD
$d455 << EOD
4096 0
EOD
$d456 << EOD
4096 0
EOD
$d457 << EOD
4096 0
EOD
$d458 << EOD
4096 0
EOD
$d459 << EOD
4096 0
EOD
$d460 << EOD
4096 0
EOD
$d461 << EOD
4096 0
EOD
$d462 << EOD
4096 0
EOD
$d463 << EOD
4096 0
EOD
$d464 << EOD
4096 0
EOD
$d465 << EOD
4096 0
EOD
$d466 << EOD
4096 0
EOD
$d467 << EOD
4096 0
EOD
$d468 << EOD
4096 0
EOD
$d469 << EOD
4096 0
EOD
$d470 << EOD
4096 0
EOD
$d471 << EOD
4096 0
EOD
$d472 << EOD
4096 0
EOD
$d473 << EOD
4096 0
EOD
$d474 << EOD
4096 0
EOD
$d475 << EOD
4096 0
EOD
$d476 << EOD
4096 0
EOD
$d477 << EOD
4096 0
EOD
$d478 << EOD
4096 0
EOD
$d479 << EOD
4096 0
EOD
$d480 << EOD
4096 0
EOD
$d481 << EOD
4096 0
EOD
$d482 << EOD
4096 0
EOD
$d483 << EOD
4096 0
EOD
$d484 << EOD
4096 0
EOD
$d485 << EOD
4096 0
EOD
$d486 << EOD
4096 0
EOD
$d487 << EOD
4096 0
EOD
$d488 << EOD
4096 0
EOD
$d489 << EOD
4096 0
EOD
set multiplot layout 8,6 title 'accuracy vs length (compare at 4096 letters: the compiled networks and the best trained model of each family (models from docs/results/compare)), 16 random words per point'
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
     $d310 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d311 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d320 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d321 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d330 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d331 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d312 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d313 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d322 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d323 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d332 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d333 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d314 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d315 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d324 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d325 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d334 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d335 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d316 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d317 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d326 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d327 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d336 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d337 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d318 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d319 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d328 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d329 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d338 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d339 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     NaN with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds)', \
     NaN with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds)', \
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
     $d340 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d341 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d350 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d351 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d360 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d361 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d342 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d343 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d352 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d353 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d362 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d363 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d344 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d345 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d354 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d355 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d364 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d365 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d346 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d347 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d356 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d357 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d366 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d367 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d348 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d349 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d358 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d359 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d368 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d369 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d370 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d371 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d380 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d381 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d390 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d391 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d372 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d373 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d382 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d383 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d392 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d393 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d374 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d375 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d384 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d385 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d394 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d395 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d376 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d377 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d386 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d387 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d396 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d397 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d378 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d379 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d388 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d389 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d398 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d399 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d400 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d401 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d410 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d411 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d420 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d421 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d402 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d403 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d412 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d413 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d422 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d423 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d404 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d405 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d414 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d415 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d424 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d425 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d406 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d407 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d416 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d417 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d426 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d427 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d408 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d409 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d418 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d419 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d428 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d429 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d430 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d431 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d440 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d441 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d450 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d451 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d432 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d433 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d442 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d443 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d452 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d453 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d434 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d435 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d444 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d445 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d454 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d455 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d436 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d437 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d446 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d447 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d456 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d457 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d438 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d439 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d448 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d449 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d458 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d459 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d460 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d461 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d470 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d471 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d480 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d481 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d462 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d463 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d472 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d473 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d482 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d483 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d464 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d465 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d474 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d475 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d484 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d485 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d466 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d467 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d476 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d477 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d486 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d487 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
     $d468 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 1 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (sequential)', \
     $d469 using 1:2 with linespoints lc rgb '#9467bd' pt 5 dt 2 lw 1.5 title 'diag [-1,1] (best of 3 seeds) (scan)', \
     $d478 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 1 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (sequential)', \
     $d479 using 1:2 with linespoints lc rgb '#7f7f7f' pt 8 dt 2 lw 1.5 title 'deltanet [-1,1] (best of 3 seeds) (scan)', \
     $d488 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 1 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (sequential)', \
     $d489 using 1:2 with linespoints lc rgb '#000000' pt 11 dt 2 lw 1.5 title 'deltaproduct r=4 [-1,1] (best of 3 seeds) (scan)'
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
