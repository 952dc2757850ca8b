hello = Hola
