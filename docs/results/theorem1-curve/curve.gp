# Written by scripts/theorem1-curve.py: first failure of 1^t vs stored mantissa bits.
set terminal pngcairo size 1200,520 font ',10'
set output 'curve.png'
set multiplot layout 1,2
set logscale y
set xlabel 'stored mantissa bits M'
set ylabel 'first failure of 1^t (tokens)'
set key left top
set grid
$d0 << EOD
2 5 3
3 5 4
4 7 5
5 7 6
7 9 8
10 13 11
10 13 11
12 15 13
14 17 15
16 19 17
18 21 19
20 23 21
23 25 24
23 25 24
27 29 28
31 33 32
35 37 36
39 41 40
43 45 44
EOD
$d1 << EOD
2 3 3
3 8 5
4 9 8
5 9 10
7 16 15
10 25 22
10 25 22
12 26 27
14 33 32
16 38 37
18 44 41
20 49 46
23 56 54
23 56 54
27 62 63
31 74 73
35 85 82
39 91 92
43 103 102
EOD
$d2 << EOD
2 3 1
3 6 6
4 8 11
5 11 16
7 30 26
10 46 42
10 46 42
12 56 52
14 60 63
16 77 73
18 86 84
20 91 94
23 112 110
23 112 110
27 134 130
31 155 151
35 169 172
39 195 193
43 217 213
EOD
$d3 << EOD
2 5 NaN
3 8 1
4 16 11
5 16 22
7 31 43
10 65 76
10 65 76
12 91 97
14 107 119
16 134 140
18 150 162
20 177 183
23 212 215
23 212 215
27 255 258
31 291 301
35 333 344
39 381 387
43 424 430
EOD
set title 'parity, diag [0,1]: h <- lambda h + 1 (Theorem 1) (dashed: the stall estimate)'
plot $d0 using 1:2 with linespoints pt 7 lc rgb '#1b9e77' title 'lambda = 0.5', \
     $d0 using 1:3 with lines dt 2 lc rgb '#1b9e77' notitle, \
     $d1 using 1:2 with linespoints pt 7 lc rgb '#d95f02' title 'lambda = 0.75', \
     $d1 using 1:3 with lines dt 2 lc rgb '#d95f02' notitle, \
     $d2 using 1:2 with linespoints pt 7 lc rgb '#7570b3' title 'lambda = 0.875', \
     $d2 using 1:3 with lines dt 2 lc rgb '#7570b3' notitle, \
     $d3 using 1:2 with linespoints pt 7 lc rgb '#e7298a' title 'lambda = 0.9375', \
     $d3 using 1:3 with lines dt 2 lc rgb '#e7298a' notitle
$d0 << EOD
2 5 3
3 6 4
4 7 5
5 8 6
7 10 8
10 13 11
10 13 11
12 15 13
14 17 15
16 19 17
18 21 19
20 23 21
23 26 24
23 26 24
27 30 28
31 34 32
35 38 36
39 42 40
43 46 44
EOD
$d1 << EOD
2 3 3
3 7 5
4 12 8
5 12 10
7 17 15
10 26 22
10 26 22
12 28 27
14 34 32
16 39 37
18 43 41
20 48 46
23 56 54
23 56 54
27 61 63
31 75 73
35 84 82
39 96 92
43 106 102
EOD
$d2 << EOD
2 5 1
3 5 6
4 8 11
5 15 16
7 19 26
10 47 42
10 47 42
12 53 52
14 59 63
16 66 73
18 90 84
20 95 94
23 109 110
23 109 110
27 128 130
31 151 151
35 171 172
39 185 193
43 213 213
EOD
$d3 << EOD
2 2 NaN
3 6 1
4 6 11
5 6 22
7 39 43
10 75 76
10 75 76
12 84 97
14 94 119
16 135 140
18 154 162
20 167 183
23 215 215
23 215 215
27 251 258
31 298 301
35 328 344
39 373 387
43 419 430
EOD
set title 'mod 3, diag [-1,1]: h <- lambda h + 1 (Theorem 2) (dashed: the crossing estimate)'
plot $d0 using 1:2 with linespoints pt 7 lc rgb '#1b9e77' title 'lambda = -0.5', \
     $d0 using 1:3 with lines dt 2 lc rgb '#1b9e77' notitle, \
     $d1 using 1:2 with linespoints pt 7 lc rgb '#d95f02' title 'lambda = -0.75', \
     $d1 using 1:3 with lines dt 2 lc rgb '#d95f02' notitle, \
     $d2 using 1:2 with linespoints pt 7 lc rgb '#7570b3' title 'lambda = -0.875', \
     $d2 using 1:3 with lines dt 2 lc rgb '#7570b3' notitle, \
     $d3 using 1:2 with linespoints pt 7 lc rgb '#e7298a' title 'lambda = -0.9375', \
     $d3 using 1:3 with lines dt 2 lc rgb '#e7298a' notitle
unset multiplot
