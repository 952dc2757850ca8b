# A catalogue with one line that is not Fluent: told, and the rest goes on.
file-not-found = ne troviĝas
this line is not Fluent
