# Fixed-point iterations l* vs length (fp32, sequential; median over seeds), written by scripts/compare-figures.py (data inline)
set terminal pngcairo size 1320,300 font ',8'
set output 'lstar.png'
$l0 << EOD
16 14
64 17
256 19
EOD
$l1 << EOD
16 18
64 38
256 149
EOD
$l2 << EOD
16 13
64 41
256 156
EOD
$l3 << EOD
16 23
64 316
256 316
EOD
$l4 << EOD
16 15
64 42
256 164
EOD
$l5 << EOD
16 13
64 15
256 16
EOD
$l6 << EOD
16 7
64 11
256 13
EOD
$l7 << EOD
16 13
64 41
256 193
EOD
$l8 << EOD
16 19
64 47
256 237
EOD
$l9 << EOD
16 18
64 1001
256 1001
EOD
$l10 << EOD
16 16
64 43
256 1001
EOD
$l11 << EOD
16 13
64 36
256 54
EOD
$l12 << EOD
16 12
64 19
256 23
EOD
$l13 << EOD
16 17
64 1001
256 1001
EOD
$l14 << EOD
16 66
64 1001
256 1001
EOD
$l15 << EOD
16 56
64 1001
256 1001
EOD
$l16 << EOD
16 10
64 1001
256 1001
EOD
$l17 << EOD
16 20
64 55
256 565
EOD
$l18 << EOD
16 10
64 10
256 10
EOD
$l19 << EOD
16 15
64 34
256 46
EOD
$l20 << EOD
16 11
64 43
256 169
EOD
$l21 << EOD
16 11
64 38
256 145
EOD
$l22 << EOD
16 10
64 35
256 133
EOD
$l23 << EOD
16 15
64 36
256 89
EOD
set multiplot layout 1,4 title 'fprnn: median l* (iterations to the stopping rule, cap + 1 when the cap is reached) vs word length'
set logscale x 2
set xrange [8:512]
set yrange [0:*]
set grid
set xlabel 'length'
set ylabel 'l*'
set key top left font ',7'
set title 'fprnn householder r=1' noenhanced
plot $l4 using 1:2 with linespoints lw 1.5 title 'parity', \
     $l2 using 1:2 with linespoints lw 1.5 title 'mod:3', \
     $l3 using 1:2 with linespoints lw 1.5 title 'mod:5', \
     $l1 using 1:2 with linespoints lw 1.5 title 'cyclic:6', \
     $l5 using 1:2 with linespoints lw 1.5 title 'sym:3', \
     $l0 using 1:2 with linespoints lw 1.5 title 'alt:4'
set title 'fprnn householder r=2' noenhanced
plot $l10 using 1:2 with linespoints lw 1.5 title 'parity', \
     $l8 using 1:2 with linespoints lw 1.5 title 'mod:3', \
     $l9 using 1:2 with linespoints lw 1.5 title 'mod:5', \
     $l7 using 1:2 with linespoints lw 1.5 title 'cyclic:6', \
     $l11 using 1:2 with linespoints lw 1.5 title 'sym:3', \
     $l6 using 1:2 with linespoints lw 1.5 title 'alt:4'
set title 'fprnn householder r=4' noenhanced
plot $l16 using 1:2 with linespoints lw 1.5 title 'parity', \
     $l14 using 1:2 with linespoints lw 1.5 title 'mod:3', \
     $l15 using 1:2 with linespoints lw 1.5 title 'mod:5', \
     $l13 using 1:2 with linespoints lw 1.5 title 'cyclic:6', \
     $l17 using 1:2 with linespoints lw 1.5 title 'sym:3', \
     $l12 using 1:2 with linespoints lw 1.5 title 'alt:4'
set title 'fprnn kronecker' noenhanced
plot $l22 using 1:2 with linespoints lw 1.5 title 'parity', \
     $l20 using 1:2 with linespoints lw 1.5 title 'mod:3', \
     $l21 using 1:2 with linespoints lw 1.5 title 'mod:5', \
     $l19 using 1:2 with linespoints lw 1.5 title 'cyclic:6', \
     $l23 using 1:2 with linespoints lw 1.5 title 'sym:3', \
     $l18 using 1:2 with linespoints lw 1.5 title 'alt:4'
unset multiplot
