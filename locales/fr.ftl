### annabella: every sentence the program says or shows, in one language.
### The translator's guide is locales/README.md.


## strings

# Between a subject and what is said of it ("Eva vier: leer"; French puts a space before).
colon = { " " }:{ " " }
# Between the parts of an answer ("Weiß: …; Schwarz: …"; French puts a space before).
separator = { " " };{ " " }
# A square with nothing on it.
empty = vide
# `$piece` of White ("weißer $piece", "$piece blanche").
white-piece =
    { $role ->
        [rook] { $piece } blanche
        [queen] { $piece } blanche
       *[other] { $piece } blanc
    }
# `$piece` of Black.
black-piece =
    { $role ->
        [rook] { $piece } noire
        [queen] { $piece } noire
       *[other] { $piece } noir
    }
# No piece of a kind: `$piece` (singular) or `$pieces` (plural).
none-of = pas de { $piece }
# Joins the last two items of a short list ("drei und vier").
and = et
# `$side` has the move.
to-move = trait aux { $side }
# The player's own turn (the table app knows which side the player is).
your-move = à vous de jouer
# `$side` (to move) is checkmated.
checkmated = les { $side } sont mat
# The side to move has no legal move and is not in check.
stalemate = pat
# `$rank` as a title ("Reihe vier").
rank-title = rangée { $rank }
# `$file` as a title ("Linie Eva").
file-title = colonne { $file }
# A diagonal `$from` one end `$to` the other.
diagonal-title = diagonale { $from } à { $to }
# A run of empty squares `$from` … `$to`.
empty-run = { $from } à { $to } vides
# The enemy pieces attacking an occupied square: `$list`.
attacked-by = attaquants : { $list }
# The friendly pieces protecting an occupied square: `$list`.
defended-by = défenseurs : { $list }
# `$side`'s pieces attacking an empty square: `$list`.
attacked-by-side = contrôlée par les { $side } : { $list }
# No enemy piece attacks an occupied square.
not-attacked = aucun attaquant
# No friendly piece protects an occupied square.
not-defended = aucun défenseur
# No piece of `$side` attacks an empty square.
not-attacked-by-side = pas contrôlée par les { $side }
# A piece that cannot move.
no-legal-moves = aucun coup légal
# The piece asked about belongs to `$side`, who is not to move.
not-to-move = les { $side } n'ont pas le trait
# `$side` (to move) is in check.
in-check = les { $side } sont en échec
# The piece may not leave the line to its king.
pinned = pièce clouée
# Move number `$n` ("Zug zwölf").
move-number = coup { $n }
# The score sheet is empty.
no-moves-yet = aucun coup joué
# Material: a side with only its king (`$piece` is the king's word).
only-king = { $piece } seul
# Material: the same on both sides.
material-equal = matériel égal
# Material: `$side` is ahead by `$n` pawns' worth.
material-ahead = avantage aux { $side } : { $n }
# Pawn structure: before the files with doubled pawns.
doubled = doublés
# Pawn structure: before the isolated pawns.
isolated = isolés
# Pawn structure: before the passed pawns.
passed = passés
# A query missing its square.
which-square = quelle case ?
# A query missing its file.
which-file = quelle colonne ?
# A query missing its rank.
which-rank = quelle rangée ?
# A query missing its piece.
which-piece = quelle pièce ?
# `$input` could not be read as a square.
not-a-square = { $input } n'est pas une case
# `$input` could not be read as a file.
not-a-file = { $input } n'est pas une colonne
# `$input` could not be read as a rank.
not-a-rank = { $input } n'est pas une rangée
# `$input` could not be read as a piece (with an optional colour).
not-a-piece = { $input } n'est pas une pièce
# The game is over.
game-is-over = la partie est terminée
# A move that is not legal here.
illegal-move = coup illégal
# `undo` when no move waits for the clock press.
nothing-to-undo = rien à annuler : le coup est achevé
# Before the move taken back (D.2.8): `$move`.
taken-back = annulé : { $move }
# Article 5.2.3.
agreement-too-early = la nulle ne peut être convenue qu'après un coup de chaque joueur
# A second offer by the same player.
draw-already-offered = nulle déjà proposée
# `$side` offers a draw (9.1.2).
offers-draw = { $side } proposent la nulle
# An incorrect draw claim (9.5.3).
claim-incorrect = réclamation incorrecte, la partie continue
# The arbiter gives `$side` `$time` (7.5.5, 9.5.3).
time-added = { $side } : { $time } de plus
# `$side` wins.
wins = { $side } gagnent
# A drawn game.
draw-result = partie nulle
# Asked for the time in a game without a clock.
no-clock = pas de pendule
# Asked for the time in a game whose time control is unknown (PGN's `?`): no clock runs.
unknown-control = cadence inconnue, pas de pendule
# A sandglass control: `$time` on each side ("sandglass, 3 minutes").
control-sandglass = sablier, { $time }
# A period with a move count: `$moves` (a filled moves phrase) in `$time`.
control-moves-in = { $moves } en { $time }
# A Fischer increment: `$time` more for every move.
control-increment = plus { $time } par coup
# A simple delay of `$time` a move.
control-delay = délai de { $time } par coup
# A Bronstein delay of `$time` a move.
control-bronstein = délai Bronstein de { $time } par coup
# Between two periods.
control-then = puis
# A duration below a tenth of a second's precision: `$n` milliseconds in words, `$count` in
# digits (which chooses the form).
milliseconds =
    { $count ->
        [one] { $n } milliseconde
       *[other] { $n } millisecondes
    }
# Help in a few words: `$commands` the most used commands, `$more` how to hear them all.
help = Tapez un coup ; Entrée presse la pendule. Commandes : { $commands }. { $more } les donne toutes.
# Every command offered now: `$commands`.
help-more = Commandes : { $commands }.
# The word after help that asks for every command.
more-word = plus
# The word after board that asks for the compact board, one rank a line (braille).
compact-word = compact
# The role of the blind player at the keyboard.
role-player = joueur
# The assistant's role (D.2.10).
role-assistant = assistant
# The arbiter's role.
role-arbiter = arbitre
# One person practising at home.
role-practice = entraînement
# The greeting's first words for a new game.
greeting-new = nouvelle partie
# The greeting's first words for a resumed game, at `$move` (a move number).
greeting-resumed = partie reprise au { $move }
# The role in the greeting: `$role`.
greeting-role = rôle { $role }
# The greeting's pairing (a hall's round), when the player at the keyboard has White.
greeting-paired-white = Ronde { $round }, échiquier { $board } : vous avez les Blancs contre { $opponent }
# The same when they have Black.
greeting-paired-black = Ronde { $round }, échiquier { $board } : vous avez les Noirs contre { $opponent }
# The greeting's pairing said to someone else at the table (the assistant, the arbiter).
greeting-paired = Ronde { $round }, échiquier { $board } : { $white } a les Blancs contre { $black }
# Who plays a side, when it is the player at the keyboard.
you = vous
# Part of the greeting: who plays `$side`. `$person` is `you` (the player at the keyboard),
# `blind` (the blind player, said to an assistant or the arbiter) or `named` (`$who`, a name).
greeting-side = { $person ->
        [you] vous jouez les { $side }
        [blind] le joueur malvoyant joue les { $side }
       *[named] { $side } { $who }
    }
# The clock has not started: Enter starts it (the greeting says no more: the `start` command
# is in the help).
clock-waits = Entrée démarre la pendule
# The clock was started or restarted.
clock-started = pendule en marche
# The arbiter stopped the clock.
clock-stopped = pendule arrêtée
# `start` while the clock runs.
clock-already-running = la pendule tourne déjà
# `stop` while the clock does not run.
clock-not-running = la pendule ne tourne pas
# `$command` is not offered to `$role`.
not-offered = { $command } n'est pas pour le rôle { $role }
# `$command` has a use only in a game played online.
online-only = { $command } sert seulement dans une partie en ligne
# `$side` would resign: `$resign` again confirms.
confirm-resign = { $side } abandonnent ? Redites { $resign } pour confirmer
# `$side` resigns (said before the result).
resigns = { $side } abandonnent
# A command needs a side: `$white` or `$black`.
which-side = quel camp : { $white } ou { $black } ?
# `$input` is not a number of seconds.
not-seconds = « { $input } » n'est pas une durée : des secondes (90) ou des minutes et secondes (1:30)
# No flag has fallen: `$side` has `$time` left.
no-flag = pas de chute : { $side } ont { $time }
# The sighted player touched what is on a square: `$what`.
touched = touché : { $what }
# The arbiter corrects the boards to the score sheet (D.2.9).
boards-reset = les échiquiers reviennent à la feuille de partie
# `takeback` with no move played.
no-move-to-take-back = aucun coup à reprendre
# The opponent repeated the move played (D.2.1): `$move`.
repeat-ok = répété : { $move }
# The opponent's repetition is not the move played: `$heard`, `$played`.
repeat-wrong = pas le coup joué : entendu { $heard }, joué { $played }
# No named opening position has been reached.
no-opening = pas encore d'ouverture nommée
# The opening reached: its ECO code and its name, which the book has in English only (said as such
# where the interface is in another language).
opening-english = { $eco }, nom anglais « { $name } »
# An opening's English $name alone (the review names each new one), said as English.
opening-named = nom anglais « { $name } »
# Analysis marks.
mark-inaccuracy = imprécision
mark-mistake = erreur
mark-blunder = gaffe
# The position is about even.
eval-equal = à peu près égal
# `$side` is about `$n` (`$count` in figures, which chooses the form) pawns up.
eval-pawns-up = { $count ->
        [one] { $side } ont environ un pion de plus
       *[other] { $side } ont environ { $n } pions de plus
    }
# Mate in `$n` for `$side`.
eval-mate = mat en { $n } pour les { $side }
# The analysis summary: `$white` and `$black` accuracy in percent.
analysis-accuracy = précision : Blancs { $white } pour cent, Noirs { $black } pour cent
# One of the worst moves: `$move` (with number and side), `$mark`, `$better` move.
analysis-worst = { $move } : { $mark }, mieux { $better }
# One of the worst moves when the engine's own choice was the same: `$move`, `$mark`.
analysis-worst-only = { $move } : { $mark }
# No move was marked.
analysis-clean = ni imprécision, ni erreur, ni gaffe
# The finished game's analysis begins: `$positions` positions.
analysis-started = analyse de la partie : { $positions ->
    [1] une position
   *[other] { $positions } positions
}, toutes les questions ont leur réponse
# `$percent` of the positions are analysed.
analysis-progress = analysé à { $percent } pour cent
# `annabella analyse`'s progress: $done of $count positions, $percent.
analysed-of = { $done ->
        [one] { $done } position analysée
       *[other] { $done } positions analysées
    } sur { $count } ({ $percent } %)
# Asked again while it runs.
analysis-running = l'analyse est en cours : { $percent } pour cent
# Asked before the game has ended.
analysis-not-over = l'analyse s'ouvre une fois la partie finie
# The analysis engine failed: `$reason`.
analysis-failed = l'analyse s'est arrêtée : { $reason }
# After the summary: the review says each mark.
analysis-review = dites revoir pour entendre chaque coup avec sa marque
# `moves` with an argument it cannot read.
moves-usage = dites coups, coups 12, ou coups derniers 3
# Article 5.1.1.
reason-checkmate = échec et mat
# Article 5.2.1.
reason-stalemate = pat
# Article 5.2.2.
reason-dead-position = position morte
# Article 9.6.1.
reason-fivefold = quintuple répétition de la position
# Article 9.6.2.
reason-seventy-five = règle des soixante-quinze coups
# Article 6.9.
reason-timeout = temps dépassé
# Article 6.9, no mate possible.
reason-timeout-no-mate = temps dépassé, mais le mat est impossible
# Article 5.1.2.
reason-resignation = abandon
# Article 5.2.3.
reason-agreement = nulle par accord mutuel
# Article 9.2, claimed.
reason-threefold = triple répétition de la position
# Article 9.3, claimed.
reason-fifty = règle des cinquante coups
# Online: the loser left the game, and the win was claimed.
reason-abandoned = partie désertée
# Article 7.5.5: a second illegal move completed by the same player.
reason-illegal-moves = un second coup illégal
# An empty move.
no-move-given = aucun coup donné
# `$input` reads as no move.
not-a-move = pas un coup : « { $input } » ; un coup s'écrit e4 ou Cf3, et aide donne les commandes
# `$input` read as `$move`, which is not legal here.
move-not-possible = coup illégal « { $input } » : { $move } n'est pas possible
# `$input` moves from `$square`, where no piece stands.
from-square-empty = coup illégal « { $input } » : il n'y a pas de pièce sur { $square }
# The legal moves that may have been meant: `$list`.
possible-moves = possibles : { $list }
# More moves are possible than a sentence should list: `$n` of them; `$legal` is the
# command that lists a piece's moves.
many-possible = { $n } coups possibles ; { $legal } suivi de la case les énumère
# `$input` could be any of `$list`.
ambiguous-move = coup ambigu « { $input } » : { $list } ?
# Joins the last two candidates.
or = ou
# A hint from the engine: `$move`.
hint = le moteur propose { $move }
# Asked for a hint with no engine.
no-engine = aucun moteur ne joue : pas d'indice
# The engine `$name` declines the player's draw offer.
engine-declines-draw = { $name } refuse la nulle
# The engine failed (`$reason`); the game goes on.
engine-failed = { $reason }. La partie continue entre deux joueurs
# Who the engine is (`$name`) and which side it plays (`$side`).
engine-plays = { $name } joue les { $side }
# A hint asked for while the engine thinks about its own move.
engine-thinking = le moteur réfléchit à son coup ; redemandez après
# No engine program at `$path`.
engine-not-found = aucun moteur d'échecs à { $path }
# The engine at `$path` could not be started.
engine-cannot-start = le moteur d'échecs { $path } n'a pas pu démarrer
# The engine did not answer within `$seconds` seconds (starting, or searching).
engine-no-answer = le moteur d'échecs n'a pas répondu en { $seconds ->
    [1] une seconde
   *[other] { $seconds } secondes
}
# The engine stopped on its own.
engine-crashed = le moteur d'échecs s'est arrêté
# The engine answered something that is not a move of the position.
engine-bad-answer = le moteur d'échecs a répondu autre chose qu'un coup
# The engine does not play Chess960.
engine-no-chess960 = ce moteur d'échecs ne joue pas le Chess960
# Why an engine is given up: it did not move within `$seconds` seconds.
engine-timed-out = le moteur n'a pas joué en { $seconds ->
    [1] une seconde
   *[other] { $seconds } secondes
}
# Where the finished game's PGN was written: `$path`.
game-saved = partie enregistrée dans { $path }
# A sensor board (`$board`) has not answered since its link opened.
board-silent = le { $board } ne répond pas : vérifiez son câble et qu'il est allumé
# Told once to the blind player: the sighted player's `$board` has differed from the game for ten seconds.
board-differs-told = le { $board } diffère de la partie ; s'il n'est pas corrigé, appelez l'arbitre
# The peg board, as `$board`.
peg-board = plateau à chevilles
# The DGT e-board, as `$board`.
e-board = échiquier électronique
# The `$board` sent one line or message that could not be read.
board-garbled-once = le { $board } a envoyé des données illisibles
# The `$board` sent `$count` unreadable lines or messages in `$seconds` seconds.
board-garbled = le { $board } envoie des données illisibles : { $count ->
    [1] un message erroné
   *[other] { $count } messages erronés
} en { $seconds } s
# The device at `$path`, given as the `$board`, answers but is not a board.
not-a-board = l'appareil { $path } n'est pas un échiquier : plus rien ne lui est envoyé ; vérifiez le chemin donné pour le { $board }
# A resumed journal's end was damaged from line `$line`: cut off, kept in `$path`.
journal-repaired = la partie enregistrée était abîmée à partir de la ligne { $line } ; elle reprend au dernier enregistrement entier, le fichier abîmé est gardé dans { $path }
# Writing the journal has failed (`$why`): the game goes on, in memory only.
not-saving = attention : la partie n'est plus enregistrée ({ $why }) ; le jeu continue, chaque coup réessaie
# The journal could be written again, whole.
saving-again = la partie est de nouveau enregistrée
# Why writing failed: the disk is full.
disk-full = le disque est plein
# Why writing failed: the folder is gone.
folder-gone = son dossier a disparu
# Why writing failed: not allowed (read-only, permissions).
not-allowed = l'écriture y est interdite
# The game is adjourned with a sealed move (Guidelines I).
adjourned = la partie est ajournée ; le coup sous enveloppe est enregistré et reste secret
# The envelope opened at the resumption: `$move`.
sealed-move = le coup sous enveloppe : { $move }
# `adjourn` without a move.
which-sealed-move = ajourner demande le coup sous enveloppe, par exemple : ajourner Cf3
# The letters of the pieces on the screen and on the score sheet (K Q R B N P; the FIDE
# voice's German letters K D T L S B; French R D T F C P).
piece-letters =
    { $role ->
        [knight] C
        [bishop] F
        [rook] T
        [queen] D
        [king] R
       *[other] P
    }
screen-board-title = Échiquier
screen-clock-title = Pendule
screen-sheet-title = Feuille de partie
# The log of everything said.
screen-said-title = Annonces
# The input line's title, also said when the input line takes the focus.
screen-input-title = Coup ou commande
# Said once when typing or pasting goes past the input line's `$limit` characters.
screen-input-full = La ligne de saisie est pleine : elle contient { $limit } caractères, la suite a été laissée de côté
# The clocks' move-count column.
screen-moves-label = coups
# `$side` has moved and must now press the clock (status line).
screen-press-pending = { $side } : appuyez sur la pendule
# A piece picked up on the board: `$square` (what is on it, as the square query says).
screen-selected = sélection : { $square }
screen-selection-cancelled = sélection annulée
# Enter on a square without a piece of `$side` (to move), nothing selected.
screen-choose-own-piece = choisissez une pièce des { $side }
# The board was turned: `$side` now at the bottom.
screen-side-below = les { $side } en bas
# Asked to leave: `$key` again confirms.
screen-quit-confirm = appuyez encore sur { $key } pour quitter ; la partie est enregistrée
# The same while going over a game: nothing to save.
screen-quit-confirm-review = appuyez encore sur { $key } pour quitter
# Speech is off: `$reason`.
screen-speech-off = pas de voix : { $reason }
# Why speech is off when the player chose text or none (the screen shows what is said).
screen-speech-chosen-off = choisi dans les réglages (l'écran montre ce qui est dit)
# Before the key help list.
screen-keys-intro = Touches
# Between alternative keys ("F1 or Alt-H").
screen-key-or = ou
# Key names.
screen-key-enter = Entrée
screen-key-space = Espace
screen-key-arrows = flèches
screen-key-ctrl = Ctrl
# What each key does.
screen-do-help = ces touches
screen-do-board = l'échiquier
screen-do-time = la pendule
screen-do-last = le dernier coup
screen-do-sheet = la feuille de partie
screen-do-attackers = attaquants de la case
screen-do-legal = coups de la pièce sur la case
screen-do-repeat = répéter
screen-do-flip = tourner l'échiquier
# Going over a game: the next move, the move before.
screen-do-review-forward = coup suivant, en revue
screen-do-review-back = coup précédent, en revue
screen-do-press = appuyer sur la pendule
screen-do-focus = échiquier ou ligne de saisie
screen-do-step = se déplacer sur l'échiquier
screen-do-select = prendre une pièce, puis la poser sur sa case
screen-do-submit = jouer le coup ou la commande
screen-do-cancel-board = retirer le coup relu, annuler, ou quitter
screen-do-cancel-input = retirer le coup relu, effacer la ligne, ou aller à l'échiquier
screen-do-quit = quitter (avec confirmation)
screen-do-quit-now = quitter aussitôt
# The window cannot hold even the compact layout: `$size` (width×height) is needed.
screen-too-small = la fenêtre est trop petite : il faut { $size }

## table

# A move typed before the previous one was completed (the assistant presses first):
# `$press` is the command word.
table-press-first = d'abord la pendule : Entrée ou { $press } valide le coup joué
# Said after a press where no click is heard: `$side`'s clock now runs.
table-clock-runs-for = pendule en marche : { $side }
# What the event, the site and the round are called (`names`, the greeting).
table-event-word = tournoi
table-site-word = lieu
table-board-word = échiquier
table-round-word = ronde
# `names` answers: the players and event as recorded.
table-names-are = noms : { $names }
# `names` with nothing given yet.
table-no-names = aucun nom donné
# How `names` is used.
table-names-usage = noms blancs NOM, noms noirs NOM, noms tournoi NOM, noms lieu NOM ou noms ronde NOM
# `names` after the first move: the record's names are fixed then.
table-names-too-late = les noms sont fixés dès le premier coup joué
# A name set: `$what` (white, black, event…) is now `$name`.
table-name-set = { $what } : { $name }
# A name too long or with control characters.
table-name-refused = un nom a au plus 100 caractères et aucun caractère de contrôle
# The 7.5.5 penalty: `$side` completed an illegal move.
table-penalised = { $side } pénalisés pour un coup illégal
# A claim with nothing to claim: why (no threefold repetition, no fifty moves).
table-nothing-to-claim = rien à réclamer : la position n'est pas apparue trois fois et les cinquante derniers coups comptent un coup de pion ou une prise
# A move before the press that ends the game only after it (D.2.8 correction possible).
table-press-to-end = la partie finit quand la pendule est enclenchée : Entrée ou { $press } achève le coup, { $undo } le corrige

## online

# Part of the greeting: where the game is played.
online-online = en ligne contre { $opponent }
# Part of the greeting: the game has no clock (a correspondence game).
online-unlimited = sans pendule
online-waiting-for-challenge = en attente d'un défi
online-challenge-sent = défi envoyé à { $user } ; en attente de la réponse
online-seeking = recherche d'un adversaire
online-challenge-declined = { $user } a refusé le défi
online-not-started = la partie n'a pas encore commencé
online-not-your-move = c'est à votre adversaire de jouer
online-move-on-its-way = votre coup est en route vers le serveur
online-move-refused = le serveur a refusé { $move } : { $reason }
online-request-refused = le serveur a refusé : { $reason }
online-connection-lost = connexion au serveur perdue ; reconnexion
# The reason of a request that could not be sent.
online-unreachable = le serveur est injoignable ; réessayez
online-connection-back = de nouveau connecté au serveur
# The server answers with errors (busy, failing); the link tries again.
online-not-answering = le serveur ne répond pas ; nouvel essai
online-token-refused = le serveur a refusé le jeton : vérifiez LICHESS_TOKEN (portée board:play)
online-server-error = erreur du serveur : { $reason }
# The server's move list is not the table's (neither more moves nor a takeback).
online-moves-differ = erreur du serveur : les coups du serveur diffèrent de ceux de cette table
online-aborted = la partie a été annulée
online-not-online = { $command } ne sert pas en ligne : le serveur tient la partie et sa pendule
online-hints-off = pas d'indice en ligne : l'aide d'un moteur est interdite contre une personne
online-draw-offered = vous proposez la nulle
# The opponent declined the player's draw offer (by moving, or in words).
online-draw-declined = { $side } refusent la nulle
online-opponent-gone = votre adversaire a quitté la partie
# Said after `opponent_gone`: the win may be claimed in `$time` (in words).
online-claim-in = vous pourrez réclamer la victoire dans { $time }
# The win may be claimed now with `$claim`.
online-claim-now = vous pouvez réclamer la victoire : dites { $claim }
# `claim` while the opponent is at the game.
online-opponent-here = votre adversaire est toujours là : pas de victoire à réclamer
# The opponent came back to the game.
online-opponent-back = votre adversaire est de retour
# A chat line from the opponent `$name` arrived (its text is read with `chat`).
online-chat-from = message de { $name }
online-chat-sent = message envoyé
# `chat` with no line yet.
online-chat-none = aucun message
# A message of `$chars` characters, over the limit of `$max`.
online-chat-too-long = un message a au plus { $max } caractères ; celui-ci en a { $chars }
# `abort` once each side has moved.
online-abort-too-late = trop tard pour interrompre : les deux camps ont joué ; vous pouvez abandonner ou proposer la nulle
# The player asked to take back their last move.
online-takeback-asked = vous demandez à reprendre votre dernier coup
# `$side` asks to take back a move; `$takeback` accepts.
online-takeback-offered = { $side } demandent à reprendre un coup ; dites { $takeback } pour accepter
# `$side` declined the player's takeback request.
online-takeback-declined = { $side } refusent la reprise

## sync

# "Turm fehlt auf Hector eins".
board-missing =
    { $role ->
        [rook] { $piece } manquante en { $square }
        [queen] { $piece } manquante en { $square }
       *[other] { $piece } manquant en { $square }
    }
# "Eva vier ist leer, dort gehört ein Bauer hin".
board-place =
    { $role ->
        [rook] { $square } est vide, il faut y mettre une { $piece }
        [queen] { $square } est vide, il faut y mettre une { $piece }
       *[other] { $square } est vide, il faut y mettre un { $piece }
    }
# "Bauer von Eva zwei nach Eva vier".
board-shift = { $piece } de { $from } à { $to }
# A piece the board names: "Bauer auf Eva vier wegnehmen".
board-remove-piece =
    { $role ->
        [rook] retirez la { $piece } de { $square }
        [queen] retirez la { $piece } de { $square }
       *[other] retirez le { $piece } de { $square }
    }
# A peg: "Eva vier muss leer sein".
board-remove-square = { $square } doit être vide
# "Eva vier: Bauer statt Läufer".
board-exchange = { $square } : { $expected } au lieu de { $found }
# The move still to be made on this board: "noch ausführen: $move".
board-make = reste à jouer : { $move }
# The board matches the game again.
board-confirmed = échiquier correct
# A move made elsewhere has been replayed correctly on this board.
board-done = fait
# A piece lifted (D.2.2): "Bauer Eva zwei berührt".
board-touched =
    { $role ->
        [rook] { $piece } { $square } touchée
        [queen] { $piece } { $square } touchée
       *[other] { $piece } { $square } touché
    }
# Article 4.3, one's own piece: "berührt, geführt: Bauer Eva zwei muss ziehen".
board-touch-move-own = pièce touchée, pièce jouée : { $piece } { $square } doit jouer
# Article 4.3, the opponent's piece: "… muss geschlagen werden".
board-touch-move-capture = pièce touchée, pièce prise : { $piece } { $square } doit être prise
# A pawn on the last rank without its key.
board-promotion-key = appuyez sur une touche de promotion
# The board fits more than one move.
board-ambiguous = coup ambigu, reposez la pièce
# Castling begun with the rook (Article 4.4.2).
board-rook-first = tour touchée avant le roi, article 4.4.2
# The board's connection was lost.
board-disconnected = échiquier déconnecté
# The board is connected again.
board-reconnected = échiquier reconnecté

## braille

# Said once when the display is taken: its size and how the board is shown.
braille-connected = Afficheur braille de { $cells } cellules : faites défiler pour lire l'échiquier, une rangée par ligne ; une touche de routine choisit une case.
# A display too short for a rank with its number: the rank is panned through.
braille-connected-short = Afficheur braille de { $cells } cellules : faites défiler chaque rangée de l'échiquier ; une touche de routine choisit une case.
# Said once when `--braille` finds no display: `$reason`.
braille-unavailable = Pas d'afficheur braille ({ $reason }) ; la partie continue sans lui.
# Said once when the display goes away during the game: `$reason`.
braille-lost = L'afficheur braille a disparu ({ $reason }) ; la partie continue sans lui.
# The clocks view of a game without a clock.
braille-no-clock = pas de pendule
# The score sheet before the first move.
braille-no-moves = aucun coup joué
# The reasons.
braille-not-running = BRLTTY ne tourne pas ou refuse annabella
braille-no-cells = BRLTTY n'a pas d'afficheur connecté
braille-refused = BRLTTY refuse de céder l'afficheur
braille-closed = BRLTTY a fermé la connexion
braille-companion-missing = son programme annabella-braille n’est pas installé ou ne démarre pas
braille-companion-stopped = son programme annabella-braille s’est arrêté

## review

# The first line: `$white` and `$black` (a name, or `review-side` when the game gives none),
# `$result` (`white`, `black`, `draw`, or `none`), `$plies` half-moves.
review-header = { $white } contre { $black }, { $result ->
        [white] les Blancs ont gagné
        [black] les Noirs ont gagné
        [draw] partie nulle
       *[none] sans résultat
    }, { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    } ; Entrée avance
# A player the game does not name: `$side` (`white` or `black`).
review-side = { $side ->
        [white] Blancs
       *[black] Noirs
    }
# Said after the header when the game opens with a comment.
review-game-comment = la partie a un commentaire : dites commentaire
review-at-start = position initiale
review-at-end =
    { $result ->
        [white] fin de la partie: les Blancs ont gagné
        [black] fin de la partie: les Noirs ont gagné
        [draw] fin de la partie: nulle
       *[none] fin de la partie
    }
# A step back: $move (the move stepped back over) is no longer on the board.
review-stepped-back = retour avant { $move }
review-variation-end = fin de la variante ; sortir y revient
# A line that is neither a review word nor a question of the table; also the help.
review-usage = en revue : Entrée ou suivant, retour, aller 12, aller 12 noirs, début, fin, variante, sortir, commentaire, ou une question comme échiquier
# Into a variation: `$n`, `$move`.
review-into-variation = variante { $n } : { $move }
# Back on the main line: `$move` just played there.
review-main-line = ligne principale : { $move }
# Back on the variation a nested one left: `$move`.
review-outer-variation = retour dans la variante : { $move }
review-no-variation = pas de variante ici
# `$count` variations here, and a number past them was asked.
review-variations-count = { $count ->
    [1] une variante ici
   *[other] { $count } variantes ici
}
review-on-main-line = déjà sur la ligne principale
# After a move: its one alternative, `$move`.
review-one-alternative = variante { $move }
# After a move: `$n` alternatives, `$list`.
review-alternatives = { $n } variantes : { $list }
# After a move marked as bad: the better move, `$move`.
review-better = mieux { $move }
# After a move that has a comment.
review-has-comment = commentaire
review-no-comment = pas de commentaire ici
review-no-eval = pas d'évaluation ici
review-no-clock = pas de temps de pendule dans cette partie
# A move typed or made on the screen: nothing is played in a review.
review-nothing-played = en revue rien n'est joué : Entrée avance
review-numbers-on = coups avec leur numéro
review-numbers-off = coups sans numéro
# The game just played can be reviewed only once it has ended.
review-not-over = la revue s'ouvre une fois la partie finie
# `analyse` while going over a file.
review-analyse-file = un fichier s'analyse avec la commande annabella analyse FICHIER

## clock: the talking clock's words, used when the voice speaks another language than the
## interface (with the voice's own language, the voice pack's [clock] words are said).

# The side names, as the clock and every sentence about a side says them.
clock-white = Blancs
clock-black = Noirs
# Durations: $n (a number in digits) of them; $count chooses the plural form.
clock-hours =
    { $count ->
        [one] { $n } heure
       *[other] { $n } heures
    }
clock-minutes =
    { $count ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
clock-seconds =
    { $count ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }
# Between seconds and tenths ("5 point 3 seconds").
clock-decimal-separator = virgule
# Completed moves: $n (in digits); $count chooses the plural form.
clock-moves =
    { $count ->
        [one] { $n } coup
       *[other] { $n } coups
    }
# A duration of nothing.
clock-zero = zéro seconde
# Said after the move count when a period's time control is reached.
clock-control-reached = contrôle de temps atteint
# $moves (a move count) left until the time control.
clock-moves-to-control = { $moves } avant le contrôle de temps
# $time used on the current move.
clock-used-on-move = { $time } pour ce coup
# $side's flag has fallen.
clock-flag = { $side } : temps écoulé
# Article 6.9: $side (who flagged) loses.
clock-loses-on-time = { $side } perdent au temps
# Article 6.9: a draw, $side (the opponent) cannot mate by any series of legal moves.
clock-draw-on-time = partie nulle, { $side } ne peuvent plus mater

## nag: the words for a move's or a position's mark in a PGN ($1, $16 …); $side is the
## side the mark is about, as clock-white and clock-black name it.

nag-good = bon coup
nag-mistake = erreur
nag-brilliant = coup brillant
nag-blunder = gaffe
nag-interesting = coup intéressant
nag-dubious = coup douteux
nag-forced = coup forcé
nag-equal = position égale
nag-unclear = position peu claire
nag-novelty = nouveauté
nag-slightly-better = les { $side } sont un peu mieux
nag-better = les { $side } sont mieux
nag-winning = les { $side } gagnent
nag-zugzwang = les { $side } sont en zugzwang
nag-development-advantage = les { $side } ont une avance de développement
nag-initiative = les { $side } ont l'initiative
nag-attack = les { $side } ont l'attaque
nag-counterplay = les { $side } ont du contre-jeu
nag-time-trouble = les { $side } sont en zeitnot

## command: the word for each command, as help says it and a player types it (every
## language's words are understood whatever the interface language). One word each, no spaces.

command-help = aide
command-time = temps
command-last = dernier
command-moves = coups
command-board = échiquier
command-turn = trait
command-where = où
command-square = case
command-rank = rangée
command-file = colonne
command-diagonal = diagonale
command-attackers = attaquants
command-legal = légaux
command-material = matériel
command-pawns = pions
command-opening = ouverture
command-repeat = répéter
command-undo = annuler
command-takeback = reprendre
command-press = pendule
command-draw = nulle
command-claim = réclamer
command-resign = abandon
command-hint = indice
command-start = démarrer
command-stop = arrêter
command-resume = reprise
command-add = ajouter
command-penalty = pénalité
command-reset = corriger
command-flag = drapeau
command-touched = touché
command-adjourn = ajourner
command-review = revoir
command-analyse = analyser
command-names = noms
command-chat = message
command-abort = interrompre
command-quit = quitter

## speech: what is told when speech cannot start ($reason, $other: the speech-reason-… words)

speech-text-instead = pas de parole : { $reason } ; la partie continue en texte
speech-clips-instead = pas de serveur de synthèse vocale : { $reason } ; les mots enregistrés parlent
speech-text-instead-both = pas de parole : { $reason }, et { $other } ; la partie continue en texte
speech-reason-no-server = aucun serveur de synthèse vocale ne répond
speech-reason-no-language = le serveur de synthèse vocale n'a pas de voix pour cette langue
speech-reason-silent = le serveur de synthèse vocale ne parle pas (pas de son ?)
speech-reason-no-sound = aucune carte son n'a pu être ouverte
speech-reason-no-clips = la voix n'a pas de mots enregistrés pour ces phrases
speech-reason-other = la parole a échoué

## hearing: what the table says about listening (spoken moves)

# Said once when listening starts.
hearing-listening = J'écoute : dites votre coup, ou tapez-le.
# Said once when listening starts with push-to-talk.
hearing-listening-on-talk = J'écoute quand vous tapez parler, appuyez sur Alt-S ou sur le bouton parler de l'échiquier : dites alors votre coup.
# A move heard but not surely: `$move` read back, and the answer awaited.
hearing-confirm-question = Vouliez-vous dire { $move } ? Dites oui ou non.
# The move to confirm was dropped ("no", or the position changed meanwhile).
hearing-confirm-dropped = Abandonné ; redites votre coup.
# "Yes" or "no" heard with no question asked.
hearing-nothing-to-confirm = Il n'y a aucun coup à confirmer.
# Nothing that sounds like a legal move or a command (noise, a cough, a misheard word).
hearing-again = Pas compris ; répétez, s'il vous plaît.
# An utterance longer than any move (a monologue), cut and not decoded.
hearing-too-long = C'était trop long pour un coup ; dites seulement le coup.
# No capture device could be opened.
hearing-no-microphone = Aucun micro trouvé ; l'écoute est coupée, jouez au clavier.
# The capture device stopped in the middle of the game.
hearing-microphone-gone = Le micro a disparu ; l'écoute est coupée, jouez au clavier.
# The recogniser's model is not installed: `$packages` names the Debian packages.
hearing-recogniser-missing = L'écoute est coupée : la reconnaissance vocale n'est pas installée (paquets Debian { $packages }) ; jouez au clavier.
# The voice has no pronunciation list: `$voice`.
hearing-voice-unheard = L'écoute est coupée : la voix { $voice } n'a pas de liste de prononciations ; jouez au clavier.
# The recogniser failed on its own.
hearing-recogniser-failed = L'écoute est coupée : la reconnaissance vocale a échoué ; jouez au clavier.
# The program holding the recogniser stopped or cannot start: why names it and says how.
hearing-companion-failed = L'écoute est coupée : { $why } ; jouez au clavier.

## games: the list of saved games (annabella games)

games-none = aucune partie enregistrée dans { $folder }
games-kept-in = gardée dans { $folder }
games-unreadable = illisible : { $problem }
games-not-resumable = impossible à reprendre : { $problem }
games-half-moves =
    { $count ->
        [one] { $n } demi-coup
       *[other] { $n } demi-coups
    }
games-adjourned = ajournée (un coup sous enveloppe)
games-unfinished = inachevée
games-misfit = à partir de l'entrée { $record }, le journal ne correspond pas à la partie
games-torn = la ligne { $line } a été coupée pendant son écriture : ignorée à la reprise
games-damaged = la ligne { $line } est illisible (« { $text } ») : ignorée à la reprise

# listening
# Push-to-talk asked (a key, the board's talk button) while nothing listens.
hearing-not-listening = L'écoute est coupée : lancez annabella avec --listen ou --push-to-talk pour dire vos coups.
# The screen's push-to-talk key, in the key help.
screen-do-talk = dire un coup (appuyer pour parler)
# The word said for yes to a move read back, and for no (listened for in this language).
hearing-yes-word = oui
hearing-no-word = non
# The typed words (comma-separated) that answer yes to a move read back, that answer no, and
# that ask the listener to listen (push-to-talk).
hearing-typed-yes = oui, o
hearing-typed-no = non, n
hearing-typed-talk = parler
# The typed words (comma-separated) that withdraw a move read back without answering it
# (Esc on the screen does the same); none of them a command's word.
hearing-typed-withdraw = retirer, esc
# A move read back withdrawn unanswered (a typed word, Esc): nothing from it is played.
hearing-question-withdrawn = Question retirée ; rien n'est joué.
# Asked to withdraw with no move read back waiting.
hearing-nothing-to-withdraw = Aucune question n'attend ; rien n'a changé.

## errors: the messages of every subcommand, said to the person in the interface language.
## `$file` is a file's name as given, `$token` text from the file (shown inside the quotes the
## message gives it), `$problem`/`$why`/`$detail` another message of this block.

### files
# A file that cannot be read: `$file` and `$problem` (one of the file-… messages below).
file-problem = { $file } { $problem }
file-is-folder = est un dossier, pas un fichier
file-is-fifo = est un tube nommé (FIFO), pas un fichier
file-is-device = est un périphérique, pas un fichier
file-is-socket = est une socket, pas un fichier
file-is-special = n’est pas un fichier ordinaire
# `$size`: file-size-mb or file-size-kb.
file-too-large = dépasse { $size }
file-size-mb = { $n } Mo
file-size-kb = { $n } Ko
file-not-found = est introuvable
file-not-allowed = ne peut pas être lu (accès refusé)
file-not-text = n’est pas du texte
# `$reason` is the system's own words, in English: a language other than English leaves it out
# (it is in the log).
file-cannot-be-read-because = ne peut pas être lu

### lists
# One item of a list of moves (`$item`), and a list ending in "or" (`$first`: the list so far).
list-item = { $item }
list-or = { $first } ou { $last }

### games that cannot be read (announce, status, openings, export, analyse)
# A game that cannot be read, skipped: `$file`, and `$problem` (pgn-error…).
pgn-game-skipped = { $file } : { $problem }
# A game a command skips though it could be read: game `$game`, and why (`$problem`).
game-skipped = partie { $game } : { $problem }
# Where: game `$game`, line `$line` (in the tags).
pgn-error = partie { $game }, ligne { $line } : { $problem }
# Where: also move `$move`, `$side` to play (`white`, `black`).
pgn-error-at-move =
    partie { $game }, ligne { $line }, coup { $move } ({ $side ->
        [white] Blancs
       *[black] Noirs
    }) : { $problem }
pgn-binary = données binaires, pas du texte PGN : « { $token } »
pgn-malformed-tag = balise mal formée « { $token } »
# `$why`: one of the fen-… messages.
pgn-invalid-fen = balise FEN invalide « { $token } » : { $why }
pgn-variant = la variante « { $token } » n’est pas le jeu d’échecs classique, partie ignorée
pgn-unexpected-token = « { $token } » inattendu : ni un coup, ni un numéro de coup, ni un commentaire, ni un résultat
pgn-illegal-uci = coup illégal « { $token } » (UCI) : ce coup n’existe pas ici
pgn-null-move = le coup nul « { $token } » n’est pas un coup d’échecs
pgn-drop = le parachutage « { $token } » n’est pas un coup d’échecs
# `$why`: one of the pgn-why-… messages.
pgn-illegal-move = coup illégal « { $token } » : { $why }
pgn-not-en-passant = « { $token } » annonce une prise en passant, mais le coup n’en est pas une
pgn-unclosed-comment = le commentaire « { $token } » n’est jamais fermé
pgn-unclosed-variation = une variante « { $token } » n’est jamais fermée
pgn-unopened-variation = « { $token } » ne ferme aucune variante
# Why a move is illegal.
pgn-why-checkmate = la partie est déjà finie par mat
pgn-why-stalemate = la partie est déjà finie par pat
# `$moves`: the moves it could be (a list-or).
pgn-why-ambiguous = ambigu, ce peut être { $moves }
# No `$role` (pawn, knight, bishop, rook, queen, king) reaches `$square`.
pgn-why-no-piece =
    { $role ->
        [rook] aucune tour
        [queen] aucune dame
        [knight] aucun cavalier
        [bishop] aucun fou
        [king] aucun roi
       *[pawn] aucun pion
    } ne peut aller en { $square }
# The same, `$side` being in check.
pgn-why-no-piece-in-check =
    { $role ->
        [rook] aucune tour
        [queen] aucune dame
        [knight] aucun cavalier
        [bishop] aucun fou
        [king] aucun roi
       *[pawn] aucun pion
    } ne peut aller en { $square } (les { $side ->
        [white] Blancs
       *[black] Noirs
    } sont en échec)
# `$moves`: the legal moves to that square (a list-or).
pgn-why-others-reach = ce coup n’existe pas ici ; est légal { $moves }
# `$side` cannot castle on the `$castling` side (`king`, `queen`).
pgn-why-cannot-castle =
    les { $side ->
        [white] Blancs
       *[black] Noirs
    } ne peuvent pas roquer { $castling ->
        [king] côté roi
       *[queen] côté dame
    }
pgn-why-cannot-castle-in-check =
    les { $side ->
        [white] Blancs
       *[black] Noirs
    } ne peuvent pas roquer { $castling ->
        [king] côté roi
       *[queen] côté dame
    } (ils sont en échec)
pgn-why-not-legal = ce n’est pas un coup légal
# A position given as FEN that cannot be read or played.
fen-unreadable = ce n’est pas une FEN
fen-board = la partie échiquier est illisible
fen-turn = le camp au trait est illisible
fen-castling = la partie roques est illisible
fen-en-passant = la case en passant est illisible
fen-halfmove-clock = le compteur de demi-coups est illisible
fen-fullmoves = le numéro de coup est illisible
fen-empty-board = l’échiquier est vide
fen-missing-king = il manque un roi
fen-too-many-kings = trop de rois
fen-pawns-on-back-rank = un pion est sur la première ou la dernière rangée
fen-opposite-check = le camp qui n’a pas le trait est en échec
fen-impossible-check = aucune partie ne peut mener à cet échec
fen-too-much-material = plus de pièces qu’une partie ne peut en avoir
fen-illegal-position = aucune partie ne peut atteindre cette position
# Moves written in UCI, said once per input: `$file`, game `$game`, line `$line`, the `$token`
# and the move `$san` it is read as.
pgn-uci-notice = { $file } : partie { $game }, ligne { $line } : « { $token } » est un coup écrit en UCI, lu comme { $san } ; les coups de ce genre dans ce fichier sont lus de même

### standard input and output
stdin-endless-device = l’entrée standard est un périphérique sans fin : donnez un fichier ou un tube
# `$reason`: the system's words, in English (other languages leave it out).
stdout-cannot-write = la sortie standard ne peut pas être écrite

### time controls (clock --control, play --time, the settings file's time)
# `$spec` is the SPEC given, `$forms` examples of SPECs, `$char` the character at `$position`.
tc-not-a-control = « { $spec } » n’est pas une cadence (« { $char } » au caractère { $position }) : donnez des secondes, comme { $forms }
tc-no-clock = « - » veut dire une partie sans pendule (PGN), pas une cadence : donnez des secondes, comme { $forms }
tc-unknown = « ? » veut dire une cadence inconnue (PGN), pas une cadence : donnez des secondes, comme { $forms }
# A SPEC refused: `$spec`, and why (`$problem`).
tc-bad = cadence « { $spec } » incorrecte : { $problem }
# `$problem` at character `$position`.
tc-at = { $problem } (caractère { $position })
tc-empty = cadence vide
# Expected `$what` (a tc-what-… message), found `$char`.
tc-expected = il faut { $what }, trouvé « { $char } »
tc-expected-end = il faut { $what }, trouvé la fin
tc-what-moves-or-seconds = un nombre de coups ou de secondes
tc-what-seconds = un nombre de secondes
tc-what-seconds-after-bonus = un nombre de secondes après le signe du bonus
tc-what-seconds-after-sandglass = un nombre de secondes après le signe du sablier
tc-what-decimals = des décimales après le point
tc-unexpected = « { $char } » inattendu
tc-too-many-decimals = « { $token } » a plus de trois décimales
tc-fractional-moves = « { $token } » coups : un nombre de coups est entier
tc-sandglass-alone = « { $char } » inattendu : un sablier *N est seul (sans incrément, délai ni périodes)
tc-zero-moves = une période compte au moins un coup
# `$max`: the largest number of seconds.
tc-too-large = nombre trop grand (au plus { $max })
tc-missing-move-count = seule la dernière période peut se passer d’un nombre de coups
tc-no-starting-time = pas de temps de départ : les Blancs perdraient au temps aussitôt

### files given to an option, TOML files
# A file given to `$option` (`--speech-config`) that cannot be used: `$problem`.
option-file-problem = { $option } : { $problem }
# A TOML file that cannot be read: `$file`, `$line`; `$detail` is the TOML reader's own words, in
# English (other languages leave it out).
toml-problem-at-line = { $file } : ligne { $line } : réglage illisible ou inconnu
toml-problem = { $file } : réglage illisible ou inconnu

### clock scripts (annabella clock --script)
# A script line that cannot be run: `$file`, `$line`, and what (`$problem`).
clock-script-error = { $file }, ligne { $line } : { $problem }
clock-script-not-utf8 = ce n’est pas de l’UTF-8 valable
# `$found`: what the line holds instead.
clock-script-not-an-event = il faut « <secondes> <événement> », trouvé « { $found } »
clock-script-bad-time = temps « { $found } » incorrect (il faut des secondes avec au plus 3 décimales)
clock-script-not-a-side = il faut white ou black après add, trouvé « { $found } »
clock-script-no-side = il faut white ou black après add
clock-script-no-seconds = il faut les secondes à ajouter
clock-script-bad-seconds = secondes à ajouter « { $found } » incorrectes (il faut au plus 3 décimales)
clock-script-unknown-event = événement inconnu « { $found } »
# `$event`: the event word it follows (start, press, add …).
clock-script-unexpected = « { $found } » inattendu après { $event }
# `$time` and `$previous` in seconds (12.500).
clock-script-time-back = le temps { $time } précède celui de l’événement d’avant, { $previous }

### voice packs (--voice path/to/pack.toml)
# A voice pack that cannot be used: `$file`, where (`$place`: a key such as board.files, or
# pack-line-column) and what (`$problem`).
pack-error = paquet de voix { $file } : { $place } : { $problem }
pack-line-column = ligne { $line }, colonne { $column }
pack-empty = est vide (il faut un mot)
# A list of `$found` words where another count is needed.
pack-needs-eight = il faut 8 mots, trouvé { $found }
pack-needs-numbers = il faut les 100 nombres de 0 à 99, trouvé { $found }
pack-needs-hundreds = il faut 9 mots (100 à 900), trouvé { $found }
# `$word` as written in the pack.
pack-reads-as-square = « { $word } » se lit comme la case { $square }
pack-other-file-or-rank = « { $word } » est le nom d’une autre colonne ou rangée
pack-command-word = « { $word } » est un mot de commande
# `$other`: the word of `$key` it holds.
pack-holds-other = « { $word } » contient « { $other } », le mot de { $key }
pack-no-number-slot = il faut {"{"}n{"}"} (ou {"{"}nf{"}"}) là où va le nombre
pack-not-a-number-key = la clé doit être un nombre de 0 à 99
# `$slot`: the slot it needs (`{side}`, `{time}`, `{moves}`).
pack-no-slot = il faut { $slot } là où il va
pack-same-as = « { $word } » est aussi { $key } : la lecture des coups ne saurait les distinguer
pack-square-fragment = « { $word } » se lit comme une lettre ou un chiffre de case ; choisissez un mot plus long
pack-alias-target = « { $word } » n’est pas un mot de coup de cette voix
pack-alias-taken = « { $word } » est déjà { $key }
# A `--voice` that is neither built in nor a file: `$voice`; `$voices` lists the built-in ones.
voice-unknown = voix inconnue « { $voice } » : les voix intégrées sont { $voices } ; un paquet de voix est le chemin d’un fichier .toml
# `$problem`: a file-problem message.
voice-pack-unreadable = paquet de voix : { $problem }
# `$byte`: where the first byte that is not UTF-8 is.
voice-pack-not-utf8 = paquet de voix { $file } : pas du texte UTF-8 (octet { $byte })

### speak, and the recorded words
speak-wav-needs-clips = --wav demande --engine clips
# The voice `$voice` has no recording of `$word` (the file `$clip`.wav is missing).
speak-missing-word = voix { $voice } : aucun enregistrement du mot « { $word } » (pas de { $clip }.wav)
# The sound card, the speech server: `$detail` is the library's own words, in English (other
# languages leave it out: it is in the log).
speak-no-sound-card = aucune carte son n’a pu être ouverte
speak-no-tts = la synthèse vocale ne répond pas
speak-failed = la parole a échoué
# `$engine`: the speech engine's name.
speak-too-long = { $engine } : les mots n’ont pas été dits à temps
# A recording (or its folder) `$file` that cannot be used; `$detail` in English only.
clips-problem = l’enregistrement { $file } ne peut pas servir
clips-not-installed = voix { $voice } : ses enregistrements ne sont pas installés (voices/{ $voice }/clips)

### hear, and positions given as FEN
# A FEN given to `$option` that cannot be used: `$fen`, and why (`$why`: a fen-… message).
option-bad-fen = { $option } : FEN invalide « { $fen } » : { $why }
# `$file` is not a WAV hear can read; `$detail` in English only.
hear-bad-wav = { $file } n’est pas un fichier WAV lisible (PCM 16 bits, mono ou stéréo, de 8 000 à 48 000 Hz)
# A word `$word` of the pronunciation list `$file` has more than `$limit` pronunciations: line `$line` is the first left out.
hear-too-many-pronunciations = liste de prononciations { $file } : « { $word } » a plus de { $limit } prononciations ; la ligne { $line } est de trop.
# The recogniser's model `$file` is missing: `$packages` names the Debian packages.
hear-model-missing = le modèle anglais de la reconnaissance vocale manque ({ $file }) : installez les paquets Debian { $packages }
hear-recogniser-failed = la reconnaissance vocale a échoué
# The voice `$voice` has no pronunciation list `$file`.
hear-no-pronunciations = voix { $voice } : pas de liste de prononciations pour l’écoute ({ $file } attendu)

### export, openings
# A game of `$file` that cannot be read (`$problem`: a pgn-error message).
pgn-in-file = { $file } : { $problem }
# `$option` given `$value`, outside `$from` to `$to`.
option-out-of-range = { $option } { $value } : doit aller de { $from } à { $to }
option-hall-table = --hall demande le numéro de la table : donnez --table N, ou table = N sous [hall] dans le fichier de réglages
# The opening data built into the program is broken (a bug): `$detail` in English only.
openings-data-broken = les données d’ouvertures intégrées au programme sont abîmées (un bogue, détaillé dans le journal)

### analyse
# `$file` has no readable game number `$game`.
analyse-no-game = { $file } : il n’y a pas de partie { $game } lisible
# The engine `$engine` failed: `$detail` is its own words, in English only (it is in the log).
analyse-engine-failed = le moteur d’analyse { $engine } n’a pas pu démarrer ou s’est arrêté
analyse-engine-silent = le moteur { $engine } n’a pas répondu en dix minutes
# `$file` cannot be written; `$reason` is the system's words, in English only.
file-cannot-be-written = { $file } ne peut pas être écrit

### saved games (games, play --resume, review ID)
# Why the system refused: English says `$reason` (the system's words); other languages choose by
# `$kind`.
io-reason =
    { $kind ->
        [not-found] introuvable
        [permission-denied] accès refusé
        [already-exists] existe déjà
        [storage-full] disque plein
        [read-only] disque en lecture seule
        [is-a-folder] c’est un dossier
       *[other] erreur du système
    }
games-nowhere = ni HOME ni XDG_DATA_HOME : il n’y a nulle part où les parties sont gardées
# A saved game's journal `$file`, and its `$problem`.
journal-error = journal { $file } : { $problem }
journal-in-use = cette partie est ouverte dans un autre annabella
# `$why`: a file-… or io-reason message.
journal-read = illisible : { $why }
journal-create = ne peut pas être créé : { $why }
journal-write = ne peut pas être écrit : { $why }
journal-list = ne peut pas être listé : { $why }
# `$id`: the name given.
journal-not-found = aucune partie gardée ne s’appelle « { $id } » (voir `annabella games`)
journal-ambiguous = « { $id } » désigne { $count } parties : donnez davantage du nom
journal-finished = cette partie est finie
journal-not-open = pas ouvert
journal-not-a-journal = ce n’est pas un journal d’annabella (ligne 1)
# Written in journal format `$version`; this program reads format `$readable`.
journal-newer-format = écrit par un annabella plus récent (format de journal { $version } ; cette version lit le format { $readable }) : mettez annabella à jour pour la continuer
journal-bad-start = ligne 2 : la ligne de départ manque ou est illisible
# `$why`: a fen-… message, journal-chess960-number or journal-other.
journal-start-position = sa position de départ est illisible : { $why }
journal-chess960-number = pas de position de départ Chess960 numéro { $number } (0 à 959)
# Anything else: `$detail` in English only.
journal-other = position impossible

### the settings file
# A settings file `$file` that cannot be used: where (`$place`: a key such as rate, or
# pack-line-column) and what (`$problem`).
settings-error = réglages { $file } : { $place } : { $problem }
# `$value` outside `$from` to `$to`.
settings-out-of-range = { $value } n’est pas entre { $from } et { $to }
settings-not-utf8 = réglages { $file } : pas du texte UTF-8 (octet { $byte })
# `$problem`: a file-problem message.
settings-unreadable = réglages : { $problem }
# A value of the settings file that cannot be used: `$file`, `$key`, `$value`, and why.
settings-value = réglages { $file } : { $key } = « { $value } » : { $problem }
# A number outside its range: give one from `$from` to `$to`.
settings-give-range = donnez de { $from } à { $to }
# An option given a value it cannot take: `$option`, `$value`, and why.
option-bad = { $option } { $value } : { $problem }

## openings: an opening named in the interface language. The data set names openings in English,
## "Family: Variation"; `opening-family-<slug>` translates a family (the slug: the English family
## name in lower-case ASCII words joined by "-"; see locales/README.md). The variation is said as
## the English tail. A family without a message here is said by its ECO code and English name
## (opening-english, opening-named above).
# An opening with its ECO code (`$eco`), its family translated (`$family`), and the English
# `$variation` said as such.
opening-said = { $eco } { $family }
opening-said-variation = { $eco } { $family }, variante (nom anglais) « { $variation } »
# A family translated with its first variation (`$family`), and the rest of the English name.
opening-said-more = { $eco } { $family }, variante (nom anglais) « { $variation } »
opening-said-named-more = { $family }, variante (nom anglais) « { $variation } »
# The same without the ECO code (the review names each new opening).
opening-said-named = { $family }
opening-said-named-variation = { $family }, variante (nom anglais) « { $variation } »

### families (English: the data set's name itself)
opening-family-alekhine-defense = Défense Alekhine
opening-family-benko-gambit = Gambit Benko
opening-family-benko-gambit-accepted = Gambit Benko accepté
opening-family-benko-gambit-declined = Gambit Benko refusé
opening-family-benoni-defense = Défense Benoni
opening-family-bird-opening = Début Bird
opening-family-bishop-s-opening = Partie du fou
opening-family-blackmar-diemer-gambit = Gambit Blackmar-Diemer
opening-family-bogo-indian-defense = Défense bogo-indienne
opening-family-caro-kann-defense = Défense Caro-Kann
opening-family-caro-kann-defense-advance-variation = Défense Caro-Kann, variante d’avance
opening-family-catalan-opening = Ouverture catalane
opening-family-center-game = Partie du centre
opening-family-danish-gambit = Gambit danois
opening-family-danish-gambit-accepted = Gambit danois accepté
opening-family-dutch-defense = Défense hollandaise
opening-family-elephant-gambit = Gambit de l’éléphant
opening-family-english-opening = Début anglais
opening-family-englund-gambit = Gambit Englund
opening-family-four-knights-game = Partie des quatre cavaliers
opening-family-french-defense = Défense française
opening-family-french-defense-advance-variation = Défense française, variante d’avance
opening-family-french-defense-winawer-variation = Défense française, variante Winawer
opening-family-grob-opening = Début Grob
opening-family-grunfeld-defense = Défense Grünfeld
opening-family-hungarian-opening = Début hongrois
opening-family-indian-defense = Défense indienne
opening-family-italian-game = Partie italienne
opening-family-italian-game-evans-gambit = Gambit Evans
opening-family-italian-game-giuoco-piano = Giuoco piano
opening-family-italian-game-two-knights-defense = Défense des deux cavaliers
opening-family-king-s-gambit = Gambit du roi
opening-family-king-s-gambit-accepted = Gambit du roi accepté
opening-family-king-s-gambit-declined = Gambit du roi refusé
opening-family-king-s-indian-attack = Attaque est-indienne
opening-family-king-s-indian-defense = Défense est-indienne
opening-family-king-s-pawn-game = Partie du pion roi
opening-family-latvian-gambit = Gambit letton
opening-family-latvian-gambit-accepted = Gambit letton accepté
opening-family-london-system = Système de Londres
opening-family-modern-defense = Défense moderne
opening-family-neo-grunfeld-defense = Défense néo-Grünfeld
opening-family-nimzo-indian-defense = Défense nimzo-indienne
opening-family-nimzo-larsen-attack = Attaque Nimzo-Larsen
opening-family-nimzowitsch-defense = Défense Nimzowitsch
opening-family-old-indian-defense = Défense vieille-indienne
opening-family-owen-defense = Défense Owen
opening-family-petrov-s-defense = Défense russe
opening-family-philidor-defense = Défense Philidor
opening-family-pirc-defense = Défense Pirc
opening-family-polish-opening = Début polonais
opening-family-ponziani-opening = Partie Ponziani
opening-family-queen-s-gambit = Gambit dame
opening-family-queen-s-gambit-accepted = Gambit dame accepté
opening-family-queen-s-gambit-declined = Gambit dame refusé
opening-family-queen-s-indian-defense = Défense ouest-indienne
opening-family-queen-s-pawn-game = Partie du pion dame
opening-family-reti-opening = Début Réti
opening-family-richter-veresov-attack = Attaque Richter-Veresov
opening-family-ruy-lopez = Partie espagnole
opening-family-ruy-lopez-berlin-defense = Partie espagnole, défense berlinoise
opening-family-ruy-lopez-morphy-defense = Partie espagnole, défense Morphy
opening-family-scandinavian-defense = Défense scandinave
opening-family-scotch-game = Partie écossaise
opening-family-semi-slav-defense = Défense semi-slave
opening-family-sicilian-defense = Défense sicilienne
opening-family-sicilian-defense-dragon-variation = Défense sicilienne, variante du dragon
opening-family-sicilian-defense-najdorf-variation = Défense sicilienne, variante Najdorf
opening-family-slav-defense = Défense slave
opening-family-tarrasch-defense = Défense Tarrasch
opening-family-three-knights-opening = Partie des trois cavaliers
opening-family-torre-attack = Attaque Torre
opening-family-trompowsky-attack = Attaque Trompowsky
opening-family-vienna-game = Partie viennoise
opening-family-zukertort-opening = Début Zukertort

## cli: the errors of play, online, review and the other commands' flags.
cli-flag-problem = { $flag } { $value } : { $problem }
cli-flag-says = { $flag } : { $problem }
cli-file-problem = { $file } : { $problem }
cli-board-not-opened = { $board } { $path } : ouverture impossible ({ $why })
# A board over Bluetooth LE could not be reached at the start: `$kind` its maker (Chessnut,
# Millennium); `$why` a ble-… message (or an io-reason one).
cli-ble-not-reached = l'échiquier { $kind } est injoignable par Bluetooth : { $why }
# The same for the board asked for by its name or address, `$which`.
cli-ble-named-not-reached = l'échiquier { $kind } « { $which } » est injoignable par Bluetooth : { $why }
ble-no-service = le service Bluetooth de l'ordinateur (BlueZ) ne répond pas
ble-no-adapter = cet ordinateur n'a pas d'adaptateur Bluetooth
ble-adapter-off = le Bluetooth est éteint (allumez-le ou débloquez-le)
ble-not-found = aucun échiquier de ce genre n'émet (est-il allumé, à portée, et non connecté à un téléphone ?)
ble-not-connected = l'échiquier a été trouvé mais la connexion a échoué
ble-lost = la connexion a été perdue
# `annabella boards`: no board advertising over Bluetooth LE.
boards-none = aucun échiquier trouvé par Bluetooth
# `annabella boards`: Bluetooth cannot be used; `$why` a ble-… message.
boards-no-bluetooth = impossible de chercher un échiquier par Bluetooth : { $why }
# `annabella boards`: a board found: `$kind` its maker, `$name` its advertised name, `$address`
# its Bluetooth address, `$eboard` the --eboard that reaches it.
boards-ble-found = échiquier { $kind } « { $name } » par Bluetooth, à l'adresse { $address } : jouez avec --eboard { $eboard }
# `--listen-file` names more than `$limit` files: `$file` is the first left out.
cli-listen-files-too-many = --listen-file : au plus { $limit } fichiers par partie ; { $file } et les suivants sont de trop.
# The files of `--listen-file` hold more than `$minutes` minutes of sound: `$file` goes past them.
cli-listen-files-too-long = --listen-file : au plus { $minutes } minutes de son par partie ; { $file } les dépasse.
# `--opponent-output PATH` could not be opened for writing; `$why`: an io-reason message.
cli-opponent-output-not-opened = --opponent-output { $path } : écriture impossible ({ $why })
cli-chess960-range = aucune position de départ Chess960 ne porte ce numéro (donnez 0 à 959)
cli-resume-finished = cette partie est terminée (sa feuille est { $file })
cli-resume-none = aucune partie inachevée dans { $folder }
cli-resume-newest-only = la dernière partie enregistrée ne peut pas être reprise : { $why } ; aucune autre partie inachevée n’a été trouvée
cli-resume-newest-or-older = la dernière partie enregistrée ne peut pas être reprise : { $why } ; pour reprendre plutôt la partie plus ancienne { $id }, donnez son nom : annabella play --resume { $id }
cli-online-clock = donnez la cadence en secondes sous la forme LIMITE+INC, par exemple 300+3
cli-online-how = dites comment trouver la partie : --accept, --challenge UTILISATEUR ou --seek LIMITE+INC
cli-online-user = ce n’est pas un nom d’utilisateur Lichess (2 à 30 lettres, chiffres, _ ou -)
cli-online-token = il faut un jeton personnel avec la portée board:play : définissez { $variable } ou lichess_token dans le fichier de réglages (voir README.md)
cli-online-no-engine = pas de moteur dans une partie contre une personne (les règles de fair-play de Lichess interdisent l’aide d’un moteur)
cli-online-server-keeps = le serveur garde la partie : ni --resume, ni --fen, ni --chess960
cli-review-stdin = revoir lit la partie dans un fichier : l’entrée standard sert aux commandes
cli-review-no-game = { $file } : il n’y a pas de partie lisible numéro { $number } ({ $count } dans le fichier)
cli-folder-not-made = le dossier { $folder } ne peut pas être créé : { $why }
cli-no-pty = aucun pseudo-terminal ne peut être ouvert : { $why }
cli-stdin-line = entrée standard, ligne { $line } : { $why }
cli-man-folder = les pages de manuel ne peuvent pas être écrites dans { $folder } : { $why }
cli-man-no-command = pas de commande « { $name } » (voir annabella --help)
cli-man-page = la page de manuel ne peut pas être faite : { $why }
cli-pace-range = donnez de 0 à 60 secondes
cli-demo-missing = la partie de démonstration manque
cli-demo-broken = la partie de démonstration est abîmée : { $problem }

## entraînement (annabella train)

# A row of the puzzle file that is no puzzle.
train-row-columns = { $found } colonnes, là où PuzzleId, FEN, Moves, Rating et Themes sont nécessaires
train-row-id = « { $text } » n’est pas un identifiant de problème (lettres et chiffres)
train-row-move = « { $text } » n’est pas un coup en UCI (comme e2e4)
train-row-no-solution = les coups donnent le coup de l’adversaire mais aucune solution
train-row-rating = « { $text } » n’est pas un classement
train-puzzle-fen = problème { $id } : la position { $fen } est illisible
train-puzzle-illegal = problème { $id } : le coup { $ply }, { $move }, n’y est pas légal
train-opens = problème { $id }, classé { $rating }
train-setting-move =
    { $side ->
        [white] les Blancs jouent { $move }
       *[black] les Noirs jouent { $move }
    }
train-task =
    { $side ->
        [white] trait aux Blancs : trouvez le meilleur coup
       *[black] trait aux Noirs : trouvez le meilleur coup
    }
train-reply =
    { $side ->
        [white] les Blancs répondent { $move }
       *[black] les Noirs répondent { $move }
    }
train-right = juste ; continuez
train-wrong = { $move } n’est pas la solution : essayez encore
train-wrong-solution = { $move } n’est pas non plus la solution ; la solution est { $solution }
train-solution = la solution est { $move }
train-hint-piece = jouez { $piece } en { $square }
train-hint-square = { $piece } de { $from } à { $to }
train-over = ce problème est terminé
train-not-legal = ce coup n’est pas légal ici
train-help = tapez ou dites votre coup (Cf3, g1f3 ou les mots de la voix) ; indice nomme la pièce, puis la case ; solution dit le coup ; échiquier, où, légaux et les autres questions répondent sur la position ; quitter quitte le problème
train-not-here = { $command } ne sert pas dans un problème
# `train --endgame NAME` : une finale jouée contre Stockfish. $name vaut kq-k, kr-k ou kp-k.
train-endgame-opens = finale { $name } : { $goal }
train-endgame-goal-mate = matez le roi seul
train-endgame-goal-promote = promouvez le pion, puis matez
train-endgame-task =
    { $side ->
        [white] les Blancs jouent ; Stockfish défend
       *[black] les Noirs jouent ; Stockfish défend
    }
train-endgame-wait = c’est à Stockfish de jouer ; attendez son coup
train-endgame-over = cette finale est terminée
train-endgame-left = finale quittée avant sa fin
train-endgame-help = tapez ou dites votre coup ; échiquier, où, légal et les autres questions répondent sur la position ; quitter quitte la finale
train-endgame-not-here = { $command } ne sert pas dans une finale
train-endgame-won =
    { $moves ->
        [one] mat en un coup : gagné
       *[other] mat en { $moves } coups : gagné
    }
train-endgame-lost = vous êtes mat : perdu
# $reason : la raison de la fin de partie.
train-endgame-drawn =
    { $reason ->
        [stalemate] pat, le roi ne peut bouger sans être en échec : nulle, le gain a échappé
        [dead-position] aucun mat n’est plus possible : nulle, le gain a échappé
        [threefold-repetition] la même position pour la troisième fois : nulle
        [fifty-moves] cinquante coups sans prise ni coup de pion : nulle
       *[other] nulle
    }
train-unknown-puzzle = aucun problème « { $id } » dans la collection
train-solved = résolu
train-not-solved = non résolu
train-rating-now =
    { $change ->
        [up] votre classement aux problèmes est { $rating }, plus { $points }
        [down] votre classement aux problèmes est { $rating }, moins { $points }
       *[same] votre classement aux problèmes est { $rating }
    }
train-none-chosen = aucun problème ne correspond à la demande
train-none-due = aucun problème à revoir ; de nouveaux suivent
train-session-end =
    { $count ->
        [one] un problème essayé, { $solved } résolu
       *[other] { $count } problèmes essayés, { $solved } résolus
    }
train-status-due =
    { $count ->
        [0] aucun problème à revoir
        [one] un problème à revoir
       *[other] { $count } problèmes à revoir
    }
train-status-met =
    { $count ->
        [0] aucun problème essayé
        [one] un problème essayé
       *[other] { $count } problèmes essayés
    }
train-status-rating =
    { $trend ->
        [up] classement aux problèmes { $rating }, plus { $points } sur les derniers problèmes
        [down] classement aux problèmes { $rating }, moins { $points } sur les derniers problèmes
       *[same] classement aux problèmes { $rating }, stable
    }
train-store-unreadable = le fichier d’entraînement { $file } est illisible ({ $problem }) ; il reste tel quel et rien n’est enregistré
train-store-not-saved = le fichier d’entraînement { $file } ne peut être écrit : { $problem }
train-store-busy = le fichier d’entraînement { $file } est tenu par un autre annabella train depuis plus de dix secondes ; rien n’est enregistré cette fois
train-store-newer = il a été écrit par un annabella plus récent
train-drill-unknown-theme = aucun thème « { $theme } » ; thèmes : { $themes }
train-heard-again = aucun coup n’a été compris : redites-le
train-drill-added = exercice { $id } ajouté
train-drill-ambiguous = exercice { $id } écarté : { $move } n’est pas clairement le meilleur coup (Stockfish, profondeur { $depth })
train-drill-not-best = exercice { $id } écarté : Stockfish trouve { $better } meilleur que { $move } (profondeur { $depth })
train-drill-engine-failed = les exercices ne peuvent être vérifiés par Stockfish : { $detail }
train-drill-engine-silent = Stockfish n’a pas répondu en une minute ; les exercices ne sont pas vérifiés
train-drills-added =
    { $count ->
        [0] aucun nouvel exercice tiré de { $file }
        [one] un nouvel exercice tiré de { $file }
       *[other] { $count } nouveaux exercices tirés de { $file }
    }
train-drills-not-kept = les exercices ne peuvent être gardés : il n’y a pas de dossier de données (définissez XDG_DATA_HOME ou HOME)
train-board-not-opened = l’échiquier à chevilles sur { $port } ne peut être ouvert : { $why }
train-board-ready = l’échiquier montre la position du problème
train-board-differs =
    { $missing ->
        [0] l’échiquier diffère : retirez les pièces de { $extra-squares }
       *[other] { $extra ->
            [0] l’échiquier diffère : il manque une pièce sur { $missing-squares }
           *[other] l’échiquier diffère : il manque une pièce sur { $missing-squares } ; retirez les pièces de { $extra-squares }
        }
    }
# Mise en place guidée sur l’échiquier à chevilles (train --board).
train-setup-piece =
    { $side ->
        [white] { $piece } des Blancs en { $square }
       *[black] { $piece } des Noirs en { $square }
    }
train-setup-begins =
    { $kept ->
        [0] placez le problème sur l’échiquier, pièce par pièce : { $pieces } pièces, les rois d’abord
       *[other] placez le problème sur l’échiquier, pièce par pièce : { $pieces } pièces, les rois d’abord ; les pièces déjà sur ses cases restent, vérifiez : { $kept-pieces }
    }
train-setup-place = placez { $what }
train-setup-placed = juste : { $what }
train-setup-lift = retirez la pièce de { $square }
train-setup-wrong = cette pièce est en { $put } : retirez-la ; il faut { $what }
train-setup-done = l’échiquier montre le problème : il commence
## the hall: the arbiter's console (annabella arbiter)

hall-paired = ronde { $round } : { $boards ->
    [one] un échiquier apparié
   *[other] { $boards } échiquiers appariés
}
hall-serving = les parties de la ronde sont servies à { $address }
hall-pushing = la ronde est envoyée à la ronde de diffusion Lichess { $round }
hall-push-works = la ronde parvient à la diffusion Lichess
hall-push-game-refused = Lichess a refusé une partie de la ronde : { $reason }
hall-push-unauthorized = Lichess a refusé le jeton : vérifiez LICHESS_TOKEN (un jeton avec la portée study:write) ; nouvel essai au prochain coup
hall-push-gave-up = la ronde n’a pas pu être envoyée à Lichess ({ $reason }) ; nouvel essai au prochain coup
hall-push-no-token = --push demande un jeton Lichess avec la portée study:write dans LICHESS_TOKEN
hall-move = échiquier { $board } : { $move }
hall-taken-back = échiquier { $board } : { $plies ->
    [one] un demi-coup repris
   *[other] { $plies } demi-coups repris
}
hall-flag-white = échiquier { $board } : le drapeau des Blancs est tombé
hall-flag-black = échiquier { $board } : le drapeau des Noirs est tombé
hall-result = échiquier { $board } : résultat { $result }
hall-lost = échiquier { $board } : table perdue
hall-back = échiquier { $board } : table de retour
hall-malformed = échiquier { $board } : un message de la table est illisible
hall-differs-peg = échiquier { $board } : le plateau à chevilles diffère de la partie
hall-differs-eboard = échiquier { $board } : l’échiquier électronique diffère de la partie
hall-right-peg = échiquier { $board } : le plateau à chevilles montre de nouveau la partie
hall-right-eboard = échiquier { $board } : l’échiquier électronique montre de nouveau la partie
hall-claim-white = échiquier { $board } : réclamation des Blancs
hall-claim-black = échiquier { $board } : réclamation des Noirs
# `$claim` est hall-claim-white ou hall-claim-black.
hall-claim-correct = { $claim }, fondée : la partie est nulle
hall-claim-incorrect = { $claim }, non fondée : l’adversaire a reçu du temps
hall-draw-offer-white = échiquier { $board } : les Blancs proposent la nulle
hall-draw-offer-black = échiquier { $board } : les Noirs proposent la nulle
hall-unknown-topic = un message sur le broker ne nomme aucune table ; il est laissé de côté
hall-alert = alerte { $id } : { $alert }
hall-table = échiquier { $board } : { $white } contre { $black }, { $state }
hall-unnamed = sans nom
hall-white-to-move = coup { $number }, aux Blancs de jouer
hall-black-to-move = coup { $number }, aux Noirs de jouer
hall-clocks = Blancs { $white }, Noirs { $black }
hall-over = partie terminée, { $result }
hall-table-lost = table perdue
hall-table-closed = table fermée
hall-state-differs-peg = le plateau à chevilles diffère
hall-state-differs-eboard = l’échiquier électronique diffère
hall-state-offer-white = les Blancs proposent la nulle
hall-state-offer-black = les Noirs proposent la nulle
hall-no-tables = aucune table ne s'est encore annoncée
hall-no-table = l'échiquier { $board } ne s'est pas annoncé
hall-no-alerts = aucune alerte ouverte
hall-acknowledged = alerte { $id } prise en compte
hall-acknowledged-all = { $count ->
    [one] une alerte prise en compte
   *[other] { $count } alertes prises en compte
}
hall-no-such-alert = pas d'alerte ouverte { $id }
hall-last-moves = échiquier { $board } : { $moves }
hall-no-moves = échiquier { $board } : aucun coup encore
hall-listening = le broker de la salle tourne à { $address }
hall-password = le mot de passe de l'événement pour les tables : { $password }
hall-connected = connecté au broker de la salle à { $address }
hall-broker-lost = le broker de la salle est injoignable ; nouvel essai
hall-broker-refused = le broker de la salle a refusé le mot de passe de la console
hall-broker-address-in-use = le broker de la salle ne peut pas écouter à { $address } : un autre programme y écoute déjà
hall-broker-cannot-listen = le broker de la salle ne peut pas écouter à { $address } : { $why }
hall-broker-not-listening = le broker de la salle n’a pas commencé à écouter à { $address }
hall-help = commandes : tables, look N, moves N, alerts, ack N, ack all, password, quit
hall-unknown-command = pas une commande : { $command } ; tapez help

# La console de l'arbitre en plein écran, et une réclamation sur la ligne d'une table.
hall-screen-title = annabella arbitre · tables : { $tables } · alertes ouvertes : { $alerts } · F1 les touches · Ctrl-Q quitter
hall-screen-reader-title = annabella arbitre · F1 les touches · Ctrl-Q quitter
hall-screen-keys = touches : Tab passe des tables aux alertes et à la ligne de commande ; Haut et Bas choisissent ; Entrée montre la table choisie, acquitte l'alerte choisie ou exécute la commande tapée ; Échap efface la ligne de commande ; Ctrl-Q quitte
hall-screen-tables = Tables
hall-screen-alerts = Alertes ouvertes
hall-screen-said = Dit
hall-screen-command = Commande :
hall-state-claim-white-correct = les Blancs ont réclamé la nulle, à raison
hall-state-claim-white-incorrect = les Blancs ont réclamé la nulle, à tort
hall-state-claim-black-correct = les Noirs ont réclamé la nulle, à raison
hall-state-claim-black-incorrect = les Noirs ont réclamé la nulle, à tort

## La table scellée (play --sealed) et verify
sealed-no-hint = la table est scellée pour une partie homologuée : pas d'indice
sealed-no-analysis = la table est scellée pour une partie homologuée : pas d'analyse pendant le tournoi ; analysez la partie chez vous
seal-cannot = --sealed : le noyau de cet ordinateur ne peut pas sceller la table ({ $why }), aucune partie scellée n'est donc commencée ; il faut Landlock avec les règles réseau (Linux 6.7 ou plus récent)
seal-refuses = --sealed : une table scellée refuse { $what }
seal-refuses-engine = un moteur
seal-refuses-online = le jeu en ligne
seal-from-settings = La table est scellée parce que le fichier de réglages dit sealed = true.
seal-build-full = complète
seal-build-recorder = enregistreur
seal-attestation-start = Table scellée : annabella { $version }, version { $build }, scellée par le noyau. Tête du journal { $head }.
seal-attestation-end = Fin de la partie scellée : annabella { $version }, version { $build }, scellée par le noyau. Tête du journal { $head }.
seal-resume-needs-seal = cette partie était scellée : reprenez-la avec --sealed
seal-resume-not-sealed = cette partie n'était pas scellée : une partie est scellée dès son début, reprenez-la donc sans --sealed
seal-exec-denied = la table scellée a voulu lancer { $program } et le noyau l'a refusé : { $why }
seal-exec-allowed = la table scellée a lancé { $program } : le sceau ne tient pas
verify-not-sealed = { $file } : cette partie n'était pas scellée, elle n'a donc pas de chaîne d'enregistrements à vérifier
verify-broken = { $file } : l'enregistrement { $record } ne suit pas la chaîne : le journal a été modifié après avoir été écrit
recorder-no-engine = cette version enregistreur ne fait jouer aucun moteur : elle est faite pour les tournois homologués
recorder-no-online = cette version enregistreur n'a pas de jeu en ligne : elle est faite pour les tournois homologués

## usage: a command line that could not be read (clap's errors), said in the interface language.
# Every usage error, then where to look: `$error` is one of the usage-… sentences below.
usage-error = { $error } (voir annabella --help)
# `$argument` (an option or a word) that the command does not take here.
usage-unexpected = { $argument } n’est pas attendu ici
# The same, with the option or word meant most likely (`$suggestion`).
usage-unexpected-like = { $argument } n’est pas attendu ici ; peut-être { $suggestion }
usage-unknown-command = { $command } n’est pas une commande d’annabella
usage-unknown-command-like = { $command } n’est pas une commande d’annabella ; peut-être { $suggestion }
# `$option` given without the value it takes.
usage-needs-value = { $option } demande une valeur
# `$option` given `$value`, which is none of `$choices` (a list).
usage-not-a-choice = { $option } { $value } : donnez l’une de ces valeurs : { $choices }
# `$what`: the options or values that must be given (a list).
usage-missing = donnez { $what }
usage-missing-command = donnez une commande
# `$option` and `$other` exclude each other.
usage-conflict = { $option } ne peut pas être donné avec { $other }
usage-not-text = un argument n’est pas du texte (UTF-8)
# A mistake of a kind no sentence here says: `$detail` in English (other languages leave it out).
usage-other = la ligne de commande ne peut pas être lue
# Why a value was refused (the `$problem` of option-bad):
usage-not-a-number = donnez un nombre entier
# `$reason`: the reader's words in English (other languages leave them out).
usage-cannot-use = cette valeur ne convient pas
usage-give-between = donnez un nombre entier de { $from } à { $to }
usage-give-width = donnez la largeur de ligne en cellules, de { $from } à { $to }
usage-give-board = donnez l’échiquier sous la forme peg:CHEMIN, par exemple peg:/dev/ttyACM0
usage-give-engine-time = donnez le temps du moteur par coup en secondes, de 0,05 à 600
usage-give-eboard = donnez l’échiquier électronique sous la forme dgt:CHEMIN, millennium:CHEMIN, millennium-7o1:CHEMIN, millennium:ble, chessnut:ble, chessnut-move:ble (un Chessnut Move, dont le robot joue les coups) ou chessnut:/dev/hidrawN (USB) (ble:NOM ou ble:ADRESSE pour un échiquier précis), par exemple millennium:/dev/ttyACM0
usage-not-a-side = donnez un camp : white ou black
usage-not-a-role = donnez un rôle : player, assistant, arbiter ou practice
# `$languages`: the tags of the languages annabella has (a list).
usage-not-a-language = ce n’est pas une langue d’annabella : { $languages }
# A pawn's step to the last rank typed without the piece (`$input`): which piece, the voice's
# words for them in `$pieces` (a list joined with "or").
promotion-which = « { $input } » : promotion en { $pieces } ?

# l'entraînement à la table, une fois la partie finie
command-train = entraîner
table-train-not-over = l'entraînement s'ouvre une fois la partie finie
table-train-not-offered = cette table n'offre pas d'entraînement

# revue : un commentaire plus long que ce qui est dit est coupé ($n caractères dits)
review-comment-cut = commentaire coupé à { $n } caractères
# l'aide en revue quand la table offre l'entraînement depuis la revue
review-usage-train = en revue : Entrée ou suivant, retour, aller 12, aller 12 noirs, début, fin, variante, sortir, commentaire, entraîner, ou une question comme échiquier
# Said once to the owner of an e-board whose battery runs low ($percent left); the game goes on.
board-battery-low = la batterie de votre échiquier est faible, il reste { $percent } pour cent : branchez-le ; la partie continue
# `annabella boards`: a `$kind` board (a maker's name) on USB at the hidraw node `$path`; `$eboard` the --eboard that reaches it.
boards-usb-found = échiquier { $kind } en USB, sur { $path } : jouez avec --eboard { $eboard }
# A line `$line` of the pronunciation list `$file` is wrong: `$problem` says what.
pronunciation-list-error = liste de prononciations { $file } : ligne { $line } : { $problem }
pronunciation-not-folded = « { $word } » n’est pas un mot replié (lettres minuscules de a à z et chiffres seulement)
pronunciation-unknown-phone = « { $phone } » n’est pas un phonème du modèle anglais
pronunciation-no-phones = « { $word } » n’a pas de phonèmes
# The same pronunciation of `$word` was given on line `$first` already.
pronunciation-same-again = « { $word } » a déjà cette prononciation, à la ligne { $first }
# A word `$word` the voice `$voice` says has no pronunciation in its list.
pronunciation-missing = voix { $voice } : le mot « { $word } » n’a pas de prononciation dans son listen.dict

# The file is not TOML; `$detail` is the TOML reader's own words, in English (other languages
# leave it out: the place before it says where).
file-not-toml = ce n’est pas du TOML
# A settings file is TOML, but a key is unknown or its value of the wrong kind; `$detail` as above.
settings-not-a-setting = réglage inconnu, ou valeur d’une mauvaise sorte
# A voice pack is TOML, but a key is unknown, missing or of the wrong kind; `$detail` as above.
pack-wrong-shape = une clé inconnue, manquante ou d’une mauvaise sorte pour un paquet de voix
# A setting or a voice pack's word holds a control character `$code` (U+001B).
file-control-character = contient le caractère de contrôle { $code }, qui ne peut être ni affiché ni dit : écrivez du texte simple
# `ui_language` is `$language`, which is none of `$languages` (auto, en, fr, …).
settings-unknown-language = « { $language } » n’est pas une langue d’annabella : { $languages }
# The pronunciation list `$file` is not UTF-8 from byte `$byte` on.
pronunciation-list-not-utf8 = liste de prononciations { $file } : pas du texte UTF-8 (octet { $byte })
# A pronunciation list that cannot be read: `$problem` names the file and says why.
pronunciation-list-unreadable = liste de prononciations : { $problem }
# Esc after the question to leave (issue 34): the question is dropped, the player stays.
screen-quit-cancelled = vous restez à la table
# Companions (issue 34): a part of annabella that runs as a program of its own. `$part` is one of
# the companion-part-… messages.
companion-part-listening = écoute (pocketsphinx)
companion-part-braille = plage braille (BRLTTY)
companion-part-speech = synthèse vocale du système (speech-dispatcher)
companion-part-sound = carte son et micro (ALSA)
companion-part-broker = broker de la salle (rumqttd)
companion-part-bluetooth = échiquiers Bluetooth (BlueZ)
companion-not-installed = { $part } : son programme { $program } n’est pas installé (cherché dans { $places })
companion-cannot-start = { $part } : son programme { $program } ne peut pas démarrer : { $why }
companion-ended = { $part } : son programme s’est arrêté
companion-garbled = { $part } : son programme a envoyé quelque chose d’incompréhensible ; il a été arrêté
companion-silent = { $part } : son programme n’a pas répondu en { $seconds ->
        [one] une seconde
       *[other] { $seconds } secondes
    } ; il a été arrêté
