# Fixed-point iterations l* vs length (fp32, sequential; over the seeds: median, lowest, highest), written by scripts/compare-figures.py (data inline)
set terminal pngcairo size 1200,1310 font ',8'
set output 'lstar.png'
$l0 << EOD
16 9 8 10
64 9 8 39
256 9 8 365
EOD
$l1 << EOD
16 15 15 16
64 45 36 46
256 1001 44 1001
EOD
$l2 << EOD
16 15 11 15
64 38 29 48
256 146 42 192
EOD
$l3 << EOD
16 15 15 17
64 40 38 1001
256 1001 144 1001
EOD
$l4 << EOD
16 11 6 12
64 39 35 42
256 166 144 167
EOD
$l5 << EOD
16 13 12 14
64 25 19 34
256 72 33 116
EOD
$l6 << EOD
16 15 12 18
64 25 15 45
256 25 16 53
EOD
$l7 << EOD
16 15 15 16
64 41 41 51
256 154 140 175
EOD
$l8 << EOD
16 16 13 17
64 48 46 51
256 198 195 302
EOD
$l9 << EOD
16 11 11 17
64 43 41 54
256 190 154 1001
EOD
$l10 << EOD
16 14 12 14
64 40 34 42
256 143 53 164
EOD
$l11 << EOD
16 14 13 15
64 25 24 39
256 36 32 141
EOD
$l12 << EOD
16 15 14 20
64 18 17 48
256 19 17 54
EOD
$l13 << EOD
16 16 15 16
64 40 33 46
256 124 92 149
EOD
$l14 << EOD
16 16 15 17
64 54 54 59
256 224 215 257
EOD
$l15 << EOD
16 14 13 16
64 51 49 57
256 204 201 285
EOD
$l16 << EOD
16 12 11 16
64 39 38 45
256 157 151 168
EOD
$l17 << EOD
16 16 15 17
64 39 28 41
256 138 41 1001
EOD
$l18 << EOD
16 8 6 9
64 8 6 9
256 8 6 9
EOD
$l19 << EOD
16 15 15 15
64 41 26 48
256 140 26 181
EOD
$l20 << EOD
16 13 12 13
64 44 43 53
256 206 162 218
EOD
$l21 << EOD
16 12 12 17
64 67 44 227
256 1001 368 1001
EOD
$l22 << EOD
16 11 10 11
64 37 36 37
256 143 134 154
EOD
$l23 << EOD
16 16 15 17
64 51 35 52
256 123 74 158
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
