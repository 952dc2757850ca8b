# A language brought as a file (Esperanto, a few messages): the messages it lacks are said in
# English.
file-not-found = ne troviĝas
