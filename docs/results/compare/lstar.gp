# Fixed-point iterations l* vs length (fp32, sequential; over the seeds: median, lowest, highest), written by scripts/compare-figures.py (data inline)
set terminal pngcairo size 1200,1310 font ',8'
set output 'lstar.png'
$l0 << EOD
16 14 8 22
64 17 9 45
256 19 11 167
EOD
$l1 << EOD
16 18 17 38
64 38 36 176
256 149 38 1001
EOD
$l2 << EOD
16 13 9 63
64 41 9 1001
256 156 9 1001
EOD
$l3 << EOD
16 23 3 1001
64 316 3 1001
256 316 3 1001
EOD
$l4 << EOD
16 15 6 17
64 42 9 43
256 164 10 1001
EOD
$l5 << EOD
16 13 10 1001
64 15 12 1001
256 16 13 1001
EOD
$l6 << EOD
16 7 5 11
64 11 10 15
256 13 11 32
EOD
$l7 << EOD
16 13 12 16
64 41 37 87
256 193 37 1001
EOD
$l8 << EOD
16 19 15 1001
64 47 40 1001
256 237 41 1001
EOD
$l9 << EOD
16 18 14 20
64 1001 1001 1001
256 1001 1001 1001
EOD
$l10 << EOD
16 16 13 1001
64 43 29 1001
256 1001 254 1001
EOD
$l11 << EOD
16 13 12 15
64 36 15 39
256 54 16 142
EOD
$l12 << EOD
16 12 11 14
64 19 18 732
256 23 18 1001
EOD
$l13 << EOD
16 17 17 23
64 1001 36 1001
256 1001 1001 1001
EOD
$l14 << EOD
16 66 20 1001
64 1001 1001 1001
256 1001 1001 1001
EOD
$l15 << EOD
16 56 28 1001
64 1001 1001 1001
256 1001 1001 1001
EOD
$l16 << EOD
16 10 8 18
64 1001 121 1001
256 1001 1001 1001
EOD
$l17 << EOD
16 20 14 22
64 55 37 60
256 565 130 1001
EOD
$l18 << EOD
16 10 7 10
64 10 7 10
256 10 7 10
EOD
$l19 << EOD
16 15 15 16
64 34 22 46
256 46 24 181
EOD
$l20 << EOD
16 11 11 13
64 43 38 43
256 169 155 180
EOD
$l21 << EOD
16 11 10 13
64 38 34 52
256 145 138 353
EOD
$l22 << EOD
16 10 10 12
64 35 34 37
256 133 131 150
EOD
$l23 << EOD
16 15 15 16
64 36 30 47
256 89 30 122
EOD
set multiplot layout 6,4 title 'fprnn, fp32: l* (fixed-point iterations to the stopping rule; cap + 1 when the cap is reached) vs word length T. Line: the median over the seeds; band: lowest to highest seed; dashed: l* = T' noenhanced
set logscale x 2
set logscale y 2
set xrange [8:512]
set yrange [4:2002]
set grid
unset key
set xtics (16, 64, 256)
set title 'parity, fprnn householder r=1' noenhanced
plot $l4 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l4 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'parity, fprnn householder r=2' noenhanced
plot $l10 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l10 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'parity, fprnn householder r=4' noenhanced
plot $l16 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l16 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'parity, fprnn kronecker' noenhanced
plot $l22 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l22 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:3, fprnn householder r=1' noenhanced
plot $l2 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l2 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:3, fprnn householder r=2' noenhanced
plot $l8 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l8 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:3, fprnn householder r=4' noenhanced
plot $l14 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l14 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:3, fprnn kronecker' noenhanced
plot $l20 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l20 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:5, fprnn householder r=1' noenhanced
plot $l3 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l3 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:5, fprnn householder r=2' noenhanced
plot $l9 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l9 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:5, fprnn householder r=4' noenhanced
plot $l15 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l15 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'mod:5, fprnn kronecker' noenhanced
plot $l21 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l21 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'cyclic:6, fprnn householder r=1' noenhanced
plot $l1 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l1 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'cyclic:6, fprnn householder r=2' noenhanced
plot $l7 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l7 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'cyclic:6, fprnn householder r=4' noenhanced
plot $l13 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l13 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'cyclic:6, fprnn kronecker' noenhanced
plot $l19 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l19 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'sym:3, fprnn householder r=1' noenhanced
plot $l5 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l5 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'sym:3, fprnn householder r=2' noenhanced
plot $l11 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l11 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'sym:3, fprnn householder r=4' noenhanced
plot $l17 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l17 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'sym:3, fprnn kronecker' noenhanced
plot $l23 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l23 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'alt:4, fprnn householder r=1' noenhanced
plot $l0 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l0 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'alt:4, fprnn householder r=2' noenhanced
plot $l6 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l6 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'alt:4, fprnn householder r=4' noenhanced
plot $l12 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l12 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
set title 'alt:4, fprnn kronecker' noenhanced
plot $l18 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l18 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset multiplot
