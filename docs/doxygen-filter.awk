# Doxygen input filter for lrnnc headers: the API comments are plain // comments (the project's
# style), which Doxygen would ignore. This filter turns them into documentation comments without
# adding or removing a line (Doxygen's source pages and line anchors rely on that):
#  - the comment block at the top of a header, up to `#pragma once`, becomes the file's
#    documentation: its lines become ///, and the `#pragma once` line becomes `/// \file`;
#  - a comment line of its own before a declaration becomes ///;
#  - a comment after a declaration on the same line (`int x = 0;  // why`) becomes ///<;
#  - separator lines (`// ----`) and comments of the form `//` + non-space stay plain;
#  - in the converted text, outside `code spans`, the characters Doxygen would read as commands
#    or HTML (\ @ < > &) are escaped, so `\xNN`, `<name>` and `@inf@` show as written.
# POSIX awk (mawk, gawk). Usage: awk -f doxygen-filter.awk FILE
# Escapes \ @ < > & in `text` outside `code spans`.
function escape(text,    out, c, i, code) {
  out = ""
  code = 0
  for (i = 1; i <= length(text); i++) {
    c = substr(text, i, 1)
    if (c == "`") code = !code
    else if (!code && index("\\@<>&", c)) c = "\\" c
    out = out c
  }
  return out
}
BEGIN { top = 1 }
top && /^#pragma once/ { print "/// \\file"; top = 0; next }
top && /^[ \t]*$/ { print "///"; next }
/^[ \t]*\/\/ *-+/ { print; next }
/^[ \t]*\/\/( |$)/ {
  match($0, /\/\//)
  print substr($0, 1, RSTART - 1) "///" escape(substr($0, RSTART + 2))
  next
}
{
  if (!top && match($0, /[;,{][ \t]+\/\/ /)) {
    # The first "; //" (or ", //", "{ //") of the line: a trailing comment on a member or value.
    head = substr($0, 1, RSTART)
    rest = substr($0, RSTART + 1)
    match(rest, /\/\/ /)
    print head substr(rest, 1, RSTART - 1) "///< " escape(substr(rest, RSTART + 3))
    next
  }
  print
}
