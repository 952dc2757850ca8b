### annabella: every sentence the program says or shows, in one language.
### The translator's guide is locales/README.md.


## strings

# Between a subject and what is said of it ("Eva vier: leer"; French puts a space before).
colon = :{ " " }
# Between the parts of an answer ("Weiß: …; Schwarz: …"; French puts a space before).
separator = ;{ " " }
# A square with nothing on it.
empty = leer
# `$piece` of White ("weißer $piece", "$piece blanche").
white-piece =
    { $role ->
        [queen] weiße { $piece }
       *[other] weißer { $piece }
    }
# `$piece` of Black.
black-piece =
    { $role ->
        [queen] schwarze { $piece }
       *[other] schwarzer { $piece }
    }
# No piece of a kind: `$piece` (singular) or `$pieces` (plural).
none-of = keine { $pieces }
# Joins the last two items of a short list ("drei und vier").
and = und
# `$side` has the move.
to-move = { $side } am Zug
# The player's own turn (the table app knows which side the player is).
your-move = Sie sind am Zug
# `$side` (to move) is checkmated.
checkmated = { $side } ist matt
# The side to move has no legal move and is not in check.
stalemate = Patt
# `$rank` as a title ("Reihe vier").
rank-title = Reihe { $rank }
# `$file` as a title ("Linie Eva").
file-title = Linie { $file }
# A diagonal `$from` one end `$to` the other.
diagonal-title = Diagonale { $from } bis { $to }
# A run of empty squares `$from` … `$to`.
empty-run = { $from } bis { $to } leer
# The enemy pieces attacking an occupied square: `$list`.
attacked-by = angegriffen von { $list }
# The friendly pieces protecting an occupied square: `$list`.
defended-by = verteidigt von { $list }
# `$side`'s pieces attacking an empty square: `$list`.
attacked-by-side = angegriffen von { $side }: { $list }
# No enemy piece attacks an occupied square.
not-attacked = nicht angegriffen
# No friendly piece protects an occupied square.
not-defended = nicht verteidigt
# No piece of `$side` attacks an empty square.
not-attacked-by-side = nicht angegriffen von { $side }
# A piece that cannot move.
no-legal-moves = keine legalen Züge
# The piece asked about belongs to `$side`, who is not to move.
not-to-move = { $side } ist nicht am Zug
# `$side` (to move) is in check.
in-check = { $side } steht im Schach
# The piece may not leave the line to its king.
pinned = gefesselt
# Move number `$n` ("Zug zwölf").
move-number = Zug { $n }
# The score sheet is empty.
no-moves-yet = noch keine Züge
# Material: a side with only its king (`$piece` is the king's word).
only-king = nur { $piece }
# Material: the same on both sides.
material-equal = Material ausgeglichen
# Material: `$side` is ahead by `$n` pawns' worth.
material-ahead = { $side } plus { $n }
# Pawn structure: before the files with doubled pawns.
doubled = Doppelbauern
# Pawn structure: before the isolated pawns.
isolated = isoliert
# Pawn structure: before the passed pawns.
passed = Freibauern
# A query missing its square.
which-square = welches Feld?
# A query missing its file.
which-file = welche Linie?
# A query missing its rank.
which-rank = welche Reihe?
# A query missing its piece.
which-piece = welche Figur?
# `$input` could not be read as a square.
not-a-square = { $input } ist kein Feld
# `$input` could not be read as a file.
not-a-file = { $input } ist keine Linie
# `$input` could not be read as a rank.
not-a-rank = { $input } ist keine Reihe
# `$input` could not be read as a piece (with an optional colour).
not-a-piece = { $input } ist keine Figur
# The game is over.
game-is-over = die Partie ist beendet
# A move that is not legal here.
illegal-move = unmöglicher Zug
# `undo` when no move waits for the clock press.
nothing-to-undo = nichts zurückzunehmen: der Zug ist abgeschlossen
# Before the move taken back (D.2.8): `$move`.
taken-back = zurückgenommen: { $move }
# Article 5.2.3.
agreement-too-early = Remis kann erst vereinbart werden, wenn jeder Spieler gezogen hat
# A second offer by the same player.
draw-already-offered = Remis bereits angeboten
# `$side` offers a draw (9.1.2).
offers-draw = { $side } bietet Remis an
# An incorrect draw claim (9.5.3).
claim-incorrect = Reklamation unberechtigt, die Partie geht weiter
# The arbiter gives `$side` `$time` (7.5.5, 9.5.3).
time-added = { $side } erhält { $time }
# `$side` wins.
wins = { $side } gewinnt
# A drawn game.
draw-result = Remis
# Asked for the time in a game without a clock.
no-clock = keine Uhr
# Asked for the time in a game whose time control is unknown (PGN's `?`): no clock runs.
unknown-control = Bedenkzeit unbekannt, keine Uhr
# A sandglass control: `$time` on each side ("sandglass, 3 minutes").
control-sandglass = Sanduhr, { $time }
# A period with a move count: `$moves` (a filled moves phrase) in `$time`.
control-moves-in = { $moves } in { $time }
# A Fischer increment: `$time` more for every move.
control-increment = plus { $time } pro Zug
# A simple delay of `$time` a move.
control-delay = { $time } Verzögerung pro Zug
# A Bronstein delay of `$time` a move.
control-bronstein = Bronstein-Verzögerung { $time } pro Zug
# Between two periods.
control-then = dann
# A duration below a tenth of a second's precision: `$n` milliseconds in words, `$count` in
# digits (which chooses the form).
milliseconds =
    { $count ->
        [one] { $n } Millisekunde
       *[other] { $n } Millisekunden
    }
# Help in a few words: `$commands` the most used commands, `$more` how to hear them all.
help = Zug eintippen; Enter drückt die Uhr. Befehle: { $commands }. { $more } nennt alle.
# Every command offered now: `$commands`.
help-more = Befehle: { $commands }.
# The word after help that asks for every command.
more-word = mehr
# The word after board that asks for the compact board, one rank a line (braille).
compact-word = kompakt
# The role of the blind player at the keyboard.
role-player = Spieler
# The assistant's role (D.2.10).
role-assistant = Assistent
# The arbiter's role.
role-arbiter = Schiedsrichter
# One person practising at home.
role-practice = Training
# The greeting's first words for a new game.
greeting-new = neue Partie
# The greeting's first words for a resumed game, at `$move` (a move number).
greeting-resumed = Partie fortgesetzt bei { $move }
# The role in the greeting: `$role`.
greeting-role = Rolle { $role }
# The greeting's pairing (a hall's round), when the player at the keyboard has White.
greeting-paired-white = Runde { $round }, Brett { $board }: Sie haben Weiß gegen { $opponent }
# The same when they have Black.
greeting-paired-black = Runde { $round }, Brett { $board }: Sie haben Schwarz gegen { $opponent }
# The greeting's pairing said to someone else at the table (the assistant, the arbiter).
greeting-paired = Runde { $round }, Brett { $board }: { $white } hat Weiß gegen { $black }
# Who plays a side, when it is the player at the keyboard.
you = Sie
# Part of the greeting: who plays `$side`. `$person` is `you` (the player at the keyboard),
# `blind` (the blind player, said to an assistant or the arbiter) or `named` (`$who`, a name).
greeting-side = { $person ->
        [you] Sie spielen { $side }
        [blind] der sehbehinderte Spieler spielt { $side }
       *[named] { $side } { $who }
    }
# The clock has not started: Enter starts it (the greeting says no more: the `start` command
# is in the help).
clock-waits = Enter startet die Uhr
# The clock was started or restarted.
clock-started = Uhr läuft
# The arbiter stopped the clock.
clock-stopped = Uhr angehalten
# `start` while the clock runs.
clock-already-running = die Uhr läuft schon
# `stop` while the clock does not run.
clock-not-running = die Uhr läuft nicht
# `$command` is not offered to `$role`.
not-offered = { $command } gibt es nicht für die Rolle { $role }
# `$command` has a use only in a game played online.
online-only = { $command } gibt es nur in einer Online-Partie
# `$side` would resign: `$resign` again confirms.
confirm-resign = { $side } gibt auf? Zum Bestätigen noch einmal { $resign }
# `$side` resigns (said before the result).
resigns = { $side } gibt auf
# A command needs a side: `$white` or `$black`.
which-side = welche Seite: { $white } oder { $black }?
# `$input` is not a number of seconds.
not-seconds = „{ $input }“ ist keine Zeit: Sekunden (90) oder Minuten und Sekunden (1:30)
# No flag has fallen: `$side` has `$time` left.
no-flag = kein Blättchen gefallen: { $side } hat { $time }
# The sighted player touched what is on a square: `$what`.
touched = berührt: { $what }
# The arbiter corrects the boards to the score sheet (D.2.9).
boards-reset = die Bretter werden auf den Partiezettel zurückgestellt
# `takeback` with no move played.
no-move-to-take-back = kein Zug zum Zurücknehmen
# The opponent repeated the move played (D.2.1): `$move`.
repeat-ok = wiederholt: { $move }
# The opponent's repetition is not the move played: `$heard`, `$played`.
repeat-wrong = nicht der gespielte Zug: gehört { $heard }, gespielt { $played }
# No named opening position has been reached.
no-opening = noch keine benannte Eröffnung
# The opening reached: its ECO code and its name, which the book has in English only (said as such
# where the interface is in another language).
opening-english = { $eco }, englischer Name „{ $name }“
# An opening's English $name alone (the review names each new one), said as English.
opening-named = englischer Name „{ $name }“
# Analysis marks.
mark-inaccuracy = Ungenauigkeit
mark-mistake = Fehler
mark-blunder = Patzer
# The position is about even.
eval-equal = ausgeglichen
# `$side` is about `$n` (`$count` in figures, which chooses the form) pawns up.
eval-pawns-up = { $count ->
        [one] { $side } steht etwa einen Bauern besser
       *[other] { $side } steht etwa { $n } Bauern besser
    }
# Mate in `$n` for `$side`.
eval-mate = Matt in { $n } für { $side }
# The analysis summary: `$white` and `$black` accuracy in percent.
analysis-accuracy = Genauigkeit: Weiß { $white } Prozent, Schwarz { $black } Prozent
# One of the worst moves: `$move` (with number and side), `$mark`, `$better` move.
analysis-worst = { $move }: { $mark }, besser { $better }
# One of the worst moves when the engine's own choice was the same: `$move`, `$mark`.
analysis-worst-only = { $move }: { $mark }
# No move was marked.
analysis-clean = keine Ungenauigkeit, kein Fehler, kein Patzer
# The finished game's analysis begins: `$positions` positions.
analysis-started = die Partie wird analysiert: { $positions ->
    [1] eine Stellung
   *[other] { $positions } Stellungen
}, jede Frage wird beantwortet
# `$percent` of the positions are analysed.
analysis-progress = { $percent } Prozent analysiert
# `annabella analyse`'s progress: $done of $count positions, $percent.
analysed-of = { $done } von { $count ->
        [one] { $count } Stellung
       *[other] { $count } Stellungen
    } analysiert ({ $percent } %)
# Asked again while it runs.
analysis-running = die Analyse läuft: { $percent } Prozent
# Asked before the game has ended.
analysis-not-over = die Analyse geht, wenn die Partie zu Ende ist
# The analysis engine failed: `$reason`.
analysis-failed = die Analyse ist abgebrochen: { $reason }
# After the summary: the review says each mark.
analysis-review = sagen Sie nachspielen, um jeden Zug mit seiner Wertung zu hören
# `moves` with an argument it cannot read.
moves-usage = sagen Sie züge, züge 12 oder züge letzte 3
# Article 5.1.1.
reason-checkmate = Schachmatt
# Article 5.2.1.
reason-stalemate = Patt
# Article 5.2.2.
reason-dead-position = tote Stellung
# Article 9.6.1.
reason-fivefold = fünfmalige Stellungswiederholung
# Article 9.6.2.
reason-seventy-five = 75-Züge-Regel
# Article 6.9.
reason-timeout = Zeitüberschreitung
# Article 6.9, no mate possible.
reason-timeout-no-mate = Zeit abgelaufen, aber kein Matt mehr möglich
# Article 5.1.2.
reason-resignation = Aufgabe
# Article 5.2.3.
reason-agreement = Remis vereinbart
# Article 9.2, claimed.
reason-threefold = dreimalige Stellungswiederholung
# Article 9.3, claimed.
reason-fifty = 50-Züge-Regel
# Online: the loser left the game, and the win was claimed.
reason-abandoned = Partie verlassen
# Article 7.5.5: a second illegal move completed by the same player.
reason-illegal-moves = ein zweiter regelwidriger Zug
# An empty move.
no-move-given = kein Zug angegeben
# `$input` reads as no move.
not-a-move = kein Zug: „{ $input }“; ein Zug ist etwa e4 oder Sf3, und hilfe nennt die Befehle
# `$input` read as `$move`, which is not legal here.
move-not-possible = unmöglicher Zug „{ $input }“: { $move } geht nicht
# `$input` moves from `$square`, where no piece stands.
from-square-empty = unmöglicher Zug „{ $input }“: auf { $square } steht keine Figur
# The legal moves that may have been meant: `$list`.
possible-moves = möglich: { $list }
# More moves are possible than a sentence should list: `$n` of them; `$legal` is the
# command that lists a piece's moves.
many-possible = { $n } Züge möglich; { $legal } mit dem Feld zählt sie auf
# `$input` could be any of `$list`.
ambiguous-move = mehrdeutiger Zug „{ $input }“: { $list }?
# Joins the last two candidates.
or = oder
# A hint from the engine: `$move`.
hint = Tipp der Engine: { $move }
# Asked for a hint with no engine.
no-engine = keine Engine im Spiel, also keine Tipps
# The engine `$name` declines the player's draw offer.
engine-declines-draw = { $name } lehnt das Remis ab
# The engine failed (`$reason`); the game goes on.
engine-failed = { $reason }. Die Partie geht zwischen zwei Spielern weiter
# Who the engine is (`$name`) and which side it plays (`$side`).
engine-plays = { $name } spielt { $side }
# A hint asked for while the engine thinks about its own move.
engine-thinking = die Engine denkt über ihren Zug nach; fragen Sie danach noch einmal
# No engine program at `$path`.
engine-not-found = keine Schach-Engine unter { $path }
# The engine at `$path` could not be started.
engine-cannot-start = die Schach-Engine { $path } ließ sich nicht starten
# The engine did not answer within `$seconds` seconds (starting, or searching).
engine-no-answer = die Schach-Engine hat in { $seconds ->
    [1] einer Sekunde
   *[other] { $seconds } Sekunden
} nicht geantwortet
# The engine stopped on its own.
engine-crashed = die Schach-Engine hat sich beendet
# The engine answered something that is not a move of the position.
engine-bad-answer = die Schach-Engine hat keinen Zug geantwortet
# The engine does not play Chess960.
engine-no-chess960 = diese Schach-Engine spielt kein Chess960
# Why an engine is given up: it did not move within `$seconds` seconds.
engine-timed-out = die Engine hat in { $seconds ->
    [1] einer Sekunde
   *[other] { $seconds } Sekunden
} nicht gezogen
# Where the finished game's PGN was written: `$path`.
game-saved = Partie gespeichert in { $path }
# A sensor board (`$board`) has not answered since its link opened.
board-silent = das { $board } antwortet nicht: bitte Kabel prüfen und ob es eingeschaltet ist
# Told once to the blind player: the sighted player's `$board` has differed from the game for ten seconds.
board-differs-told = das { $board } weicht von der Partie ab; wird es nicht berichtigt, rufen Sie den Schiedsrichter
# The peg board, as `$board`.
peg-board = Steckbrett
# The DGT e-board, as `$board`.
e-board = E-Brett
# The `$board` sent one line or message that could not be read.
board-garbled-once = das { $board } hat unlesbare Daten gesendet
# The `$board` sent `$count` unreadable lines or messages in `$seconds` seconds.
board-garbled = das { $board } sendet unlesbare Daten: { $count ->
    [1] eine fehlerhafte Nachricht
   *[other] { $count } fehlerhafte Nachrichten
} in { $seconds } s
# The device at `$path`, given as the `$board`, answers but is not a board.
not-a-board = das Gerät { $path } ist kein Brett: es wird ihm nichts mehr gesendet; bitte den Pfad des { $board }s prüfen
# A resumed journal's end was damaged from line `$line`: cut off, kept in `$path`.
journal-repaired = die gespeicherte Partie war ab Zeile { $line } beschädigt; sie geht ab dem letzten ganzen Eintrag weiter, die beschädigte Datei liegt in { $path }
# Writing the journal has failed (`$why`): the game goes on, in memory only.
not-saving = Achtung: die Partie wird nicht gespeichert ({ $why }); es geht weiter, jeder Zug versucht es neu
# The journal could be written again, whole.
saving-again = die Partie wird wieder gespeichert
# Why writing failed: the disk is full.
disk-full = die Festplatte ist voll
# Why writing failed: the folder is gone.
folder-gone = ihr Ordner fehlt
# Why writing failed: not allowed (read-only, permissions).
not-allowed = Schreiben ist dort nicht erlaubt
# The game is adjourned with a sealed move (Guidelines I).
adjourned = die Partie ist vertagt; der Abgabezug ist gespeichert und bleibt geheim
# The envelope opened at the resumption: `$move`.
sealed-move = der Abgabezug: { $move }
# `adjourn` without a move.
which-sealed-move = vertagen braucht den Abgabezug, zum Beispiel: vertagen Sf3
# The letters of the pieces on the screen and on the score sheet (K Q R B N P; the FIDE
# voice's German letters K D T L S B; French R D T F C P).
piece-letters =
    { $role ->
        [knight] S
        [bishop] L
        [rook] T
        [queen] D
        [king] K
       *[other] B
    }
screen-board-title = Brett
screen-clock-title = Uhr
screen-sheet-title = Partieformular
# The log of everything said.
screen-said-title = Gesagt
# The input line's title, also said when the input line takes the focus.
screen-input-title = Zug oder Befehl
# Said once when typing or pasting goes past the input line's `$limit` characters.
screen-input-full = Die Eingabezeile ist voll: Sie fasst { $limit } Zeichen, der Rest wurde weggelassen
# The clocks' move-count column.
screen-moves-label = Züge
# `$side` has moved and must now press the clock (status line).
screen-press-pending = { $side }: Uhr drücken
# A piece picked up on the board: `$square` (what is on it, as the square query says).
screen-selected = gewählt: { $square }
screen-selection-cancelled = Auswahl aufgehoben
# Enter on a square without a piece of `$side` (to move), nothing selected.
screen-choose-own-piece = wählen Sie eine Figur von { $side }
# The board was turned: `$side` now at the bottom.
screen-side-below = { $side } unten
# Asked to leave: `$key` again confirms.
screen-quit-confirm = { $key } noch einmal drücken zum Beenden; die Partie ist gespeichert
# The same while going over a game: nothing to save.
screen-quit-confirm-review = { $key } noch einmal drücken zum Beenden
# Speech is off: `$reason`.
screen-speech-off = keine Sprachausgabe: { $reason }
# Why speech is off when the player chose text or none (the screen shows what is said).
screen-speech-chosen-off = so eingestellt (der Bildschirm zeigt, was gesagt wird)
# Before the key help list.
screen-keys-intro = Tasten
# Between alternative keys ("F1 or Alt-H").
screen-key-or = oder
# Key names.
screen-key-enter = Eingabe
screen-key-space = Leertaste
screen-key-arrows = Pfeiltasten
screen-key-ctrl = Strg
# What each key does.
screen-do-help = diese Tasten
screen-do-board = das Brett
screen-do-time = die Uhr
screen-do-last = der letzte Zug
screen-do-sheet = das Partieformular
screen-do-attackers = Angreifer des Feldes
screen-do-legal = Züge der Figur auf dem Feld
screen-do-repeat = wiederholen
screen-do-flip = Brett drehen
# Going over a game: the next move, the move before.
screen-do-review-forward = nächster Zug beim Nachspielen
screen-do-review-back = Zug davor beim Nachspielen
screen-do-press = Uhr drücken
screen-do-focus = Brett oder Eingabezeile
screen-do-step = auf dem Brett bewegen
screen-do-select = Figur aufnehmen, dann auf ihr Feld setzen
screen-do-submit = Zug oder Befehl ausführen
screen-do-cancel-board = vorgelesenen Zug verwerfen, abbrechen oder beenden
screen-do-cancel-input = vorgelesenen Zug verwerfen, Zeile leeren oder zum Brett
screen-do-quit = beenden (mit Rückfrage)
screen-do-quit-now = sofort beenden
# The window cannot hold even the compact layout: `$size` (width×height) is needed.
screen-too-small = das Fenster ist zu klein: { $size } nötig

## table

# A move typed before the previous one was completed (the assistant presses first):
# `$press` is the command word.
table-press-first = erst die Uhr: Enter oder { $press } schließt den gespielten Zug ab
# Said after a press where no click is heard: `$side`'s clock now runs.
table-clock-runs-for = Uhr läuft für { $side }
# What the event, the site and the round are called (`names`, the greeting).
table-event-word = Turnier
table-site-word = Ort
table-board-word = Brett
table-round-word = Runde
# `names` answers: the players and event as recorded.
table-names-are = Namen: { $names }
# `names` with nothing given yet.
table-no-names = noch keine Namen
# How `names` is used.
table-names-usage = namen weiss NAME, namen schwarz NAME, namen turnier NAME, namen ort NAME oder namen runde NAME
# `names` after the first move: the record's names are fixed then.
table-names-too-late = die Namen stehen fest, sobald der erste Zug gespielt ist
# A name set: `$what` (white, black, event…) is now `$name`.
table-name-set = { $what }: { $name }
# A name too long or with control characters.
table-name-refused = ein Name hat höchstens 100 Zeichen und keine Steuerzeichen
# The 7.5.5 penalty: `$side` completed an illegal move.
table-penalised = { $side } bestraft für einen regelwidrigen Zug
# A claim with nothing to claim: why (no threefold repetition, no fifty moves).
table-nothing-to-claim = nichts zu beanspruchen: die Stellung kam nicht dreimal vor und die letzten fünfzig Züge hatten einen Bauernzug oder ein Schlagen
# A move before the press that ends the game only after it (D.2.8 correction possible).
table-press-to-end = die Partie endet mit dem Druck auf die Uhr: Enter oder { $press } schließt den Zug ab, { $undo } berichtigt ihn

## online

# Part of the greeting: where the game is played.
online-online = online gegen { $opponent }
# Part of the greeting: the game has no clock (a correspondence game).
online-unlimited = ohne Uhr
online-waiting-for-challenge = warte auf eine Herausforderung
online-challenge-sent = Herausforderung an { $user } gesendet; warte auf die Antwort
online-seeking = suche einen Gegner
online-challenge-declined = { $user } hat die Herausforderung abgelehnt
online-not-started = die Partie hat noch nicht begonnen
online-not-your-move = Ihr Gegner ist am Zug
online-move-on-its-way = Ihr Zug ist unterwegs zum Server
online-move-refused = der Server hat { $move } abgelehnt: { $reason }
online-request-refused = der Server hat abgelehnt: { $reason }
online-connection-lost = Verbindung zum Server verloren; verbinde neu
# The reason of a request that could not be sent.
online-unreachable = der Server ist nicht erreichbar; bitte noch einmal
online-connection-back = wieder mit dem Server verbunden
# The server answers with errors (busy, failing); the link tries again.
online-not-answering = der Server antwortet nicht; neuer Versuch
online-token-refused = der Server lehnt das Token ab: LICHESS_TOKEN prüfen (Bereich board:play)
online-server-error = Serverfehler: { $reason }
# The server's move list is not the table's (neither more moves nor a takeback).
online-moves-differ = Serverfehler: die Züge des Servers weichen von denen dieses Tisches ab
online-aborted = die Partie wurde abgebrochen
online-not-online = { $command } gibt es online nicht: der Server führt die Partie und ihre Uhr
online-hints-off = online keine Tipps: Hilfe einer Engine ist gegen einen Menschen nicht erlaubt
online-draw-offered = Sie bieten Remis an
# The opponent declined the player's draw offer (by moving, or in words).
online-draw-declined = { $side } lehnt das Remis ab
online-opponent-gone = Ihr Gegner hat die Partie verlassen
# Said after `opponent_gone`: the win may be claimed in `$time` (in words).
online-claim-in = Sie können den Sieg in { $time } beanspruchen
# The win may be claimed now with `$claim`.
online-claim-now = Sie können den Sieg jetzt beanspruchen: sagen Sie { $claim }
# `claim` while the opponent is at the game.
online-opponent-here = Ihr Gegner ist noch in der Partie: kein Sieg zu beanspruchen
# The opponent came back to the game.
online-opponent-back = Ihr Gegner ist zurück
# A chat line from the opponent `$name` arrived (its text is read with `chat`).
online-chat-from = Nachricht von { $name }
online-chat-sent = Nachricht gesendet
# `chat` with no line yet.
online-chat-none = keine Nachrichten
# A message of `$chars` characters, over the limit of `$max`.
online-chat-too-long = eine Nachricht hat höchstens { $max } Zeichen; diese hat { $chars }
# `abort` once each side has moved.
online-abort-too-late = zu spät zum Abbrechen: beide Seiten haben gezogen; Sie können aufgeben oder Remis anbieten
# The player asked to take back their last move.
online-takeback-asked = Sie bitten, Ihren letzten Zug zurückzunehmen
# `$side` asks to take back a move; `$takeback` accepts.
online-takeback-offered = { $side } bittet, einen Zug zurückzunehmen; sagen Sie { $takeback } zum Annehmen
# `$side` declined the player's takeback request.
online-takeback-declined = { $side } lehnt die Zurücknahme ab

## sync

# "Turm fehlt auf Hector eins".
board-missing = { $piece } fehlt auf { $square }
# "Eva vier ist leer, dort gehört ein Bauer hin".
board-place =
    { $role ->
        [queen] { $square } ist leer, dort gehört eine { $piece } hin
       *[other] { $square } ist leer, dort gehört ein { $piece } hin
    }
# "Bauer von Eva zwei nach Eva vier".
board-shift = { $piece } von { $from } nach { $to }
# A piece the board names: "Bauer auf Eva vier wegnehmen".
board-remove-piece = { $piece } auf { $square } wegnehmen
# A peg: "Eva vier muss leer sein".
board-remove-square = { $square } muss leer sein
# "Eva vier: Bauer statt Läufer".
board-exchange = { $square }: { $expected } statt { $found }
# The move still to be made on this board: "noch ausführen: $move".
board-make = noch ausführen: { $move }
# The board matches the game again.
board-confirmed = Brett stimmt
# A move made elsewhere has been replayed correctly on this board.
board-done = erledigt
# A piece lifted (D.2.2): "Bauer Eva zwei berührt".
board-touched = { $piece } { $square } berührt
# Article 4.3, one's own piece: "berührt, geführt: Bauer Eva zwei muss ziehen".
board-touch-move-own = berührt, geführt: { $piece } { $square } muss ziehen
# Article 4.3, the opponent's piece: "… muss geschlagen werden".
board-touch-move-capture = berührt, geführt: { $piece } { $square } muss geschlagen werden
# A pawn on the last rank without its key.
board-promotion-key = Umwandlungstaste drücken
# The board fits more than one move.
board-ambiguous = Zug unklar, bitte die Figur noch einmal setzen
# Castling begun with the rook (Article 4.4.2).
board-rook-first = Turm vor dem König berührt, Artikel 4.4.2
# The board's connection was lost.
board-disconnected = Brett getrennt
# The board is connected again.
board-reconnected = Brett wieder verbunden

## braille

# Said once when the display is taken: its size and how the board is shown.
braille-connected = Braillezeile mit { $cells } Modulen: das Brett ist eine Reihe pro Zeile, eine Routingtaste wählt ein Feld.
# A display too short for a rank with its number: the rank is panned through.
braille-connected-short = Braillezeile mit { $cells } Modulen: jede Reihe des Bretts wird durchgeblättert, eine Routingtaste wählt ein Feld.
# Said once when `--braille` finds no display: `$reason`.
braille-unavailable = Keine Braillezeile ({ $reason }); die Partie geht ohne sie weiter.
# Said once when the display goes away during the game: `$reason`.
braille-lost = Die Braillezeile ist weg ({ $reason }); die Partie geht ohne sie weiter.
# The clocks view of a game without a clock.
braille-no-clock = keine Uhr
# The score sheet before the first move.
braille-no-moves = noch keine Züge
# The reasons.
braille-not-running = BRLTTY läuft nicht oder lässt annabella nicht zu
braille-no-cells = an BRLTTY ist keine Braillezeile angeschlossen
braille-refused = BRLTTY gibt die Braillezeile nicht frei
braille-closed = BRLTTY hat die Verbindung beendet
braille-companion-missing = das Programm annabella-braille ist nicht installiert oder startet nicht
braille-companion-stopped = das Programm annabella-braille wurde beendet

## review

# The first line: `$white` and `$black` (a name, or `review-side` when the game gives none),
# `$result` (`white`, `black`, `draw`, or `none`), `$plies` half-moves.
review-header = { $white } gegen { $black }, { $result ->
        [white] Weiß hat gewonnen
        [black] Schwarz hat gewonnen
        [draw] remis
       *[none] ohne Ergebnis
    }, { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }; Enter geht vor
# A player the game does not name: `$side` (`white` or `black`).
review-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    }
# Said after the header when the game opens with a comment.
review-game-comment = die Partie hat einen Kommentar: sagen Sie kommentar
review-at-start = Anfangsstellung
review-at-end =
    { $result ->
        [white] Ende der Partie: Weiß hat gewonnen
        [black] Ende der Partie: Schwarz hat gewonnen
        [draw] Ende der Partie: remis
       *[none] Ende der Partie
    }
# A step back: $move (the move stepped back over) is no longer on the board.
review-stepped-back = zurück vor { $move }
review-variation-end = Ende der Variante; raus geht zurück
# A line that is neither a review word nor a question of the table; also the help.
review-usage = beim Nachspielen: Enter oder vor, zurück, gehe 12, gehe 12 schwarz, anfang, schluss, variante, raus, kommentar, oder eine Frage wie brett
# Into a variation: `$n`, `$move`.
review-into-variation = Variante { $n }: { $move }
# Back on the main line: `$move` just played there.
review-main-line = Hauptvariante: { $move }
# Back on the variation a nested one left: `$move`.
review-outer-variation = zurück in der Variante: { $move }
review-no-variation = hier gibt es keine Variante
# `$count` variations here, and a number past them was asked.
review-variations-count = hier gibt es { $count ->
    [1] eine Variante
   *[other] { $count } Varianten
}
review-on-main-line = schon in der Hauptvariante
# After a move: its one alternative, `$move`.
review-one-alternative = Variante { $move }
# After a move: `$n` alternatives, `$list`.
review-alternatives = { $n } Varianten: { $list }
# After a move marked as bad: the better move, `$move`.
review-better = besser { $move }
# After a move that has a comment.
review-has-comment = Kommentar
review-no-comment = hier gibt es keinen Kommentar
review-no-eval = hier gibt es keine Bewertung
review-no-clock = diese Partie hat keine Uhrzeiten
# A move typed or made on the screen: nothing is played in a review.
review-nothing-played = beim Nachspielen wird nichts gezogen: Enter geht vor
review-numbers-on = Züge mit Nummer
review-numbers-off = Züge ohne Nummer
# The game just played can be reviewed only once it has ended.
review-not-over = Nachspielen geht, wenn die Partie zu Ende ist
# `analyse` while going over a file.
review-analyse-file = eine Datei wird mit dem Befehl annabella analyse DATEI analysiert

## clock: the talking clock's words, used when the voice speaks another language than the
## interface (with the voice's own language, the voice pack's [clock] words are said).

# The side names, as the clock and every sentence about a side says them.
clock-white = Weiß
clock-black = Schwarz
# Durations: $n (a number in digits) of them; $count chooses the plural form.
clock-hours =
    { $count ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
clock-minutes =
    { $count ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }
clock-seconds =
    { $count ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
# Between seconds and tenths ("5 point 3 seconds").
clock-decimal-separator = Komma
# Completed moves: $n (in digits); $count chooses the plural form.
clock-moves =
    { $count ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }
# A duration of nothing.
clock-zero = null Sekunden
# Said after the move count when a period's time control is reached.
clock-control-reached = Zeitkontrolle erreicht
# $moves (a move count) left until the time control.
clock-moves-to-control = noch { $moves } bis zur Zeitkontrolle
# $time used on the current move.
clock-used-on-move = { $time } für diesen Zug
# $side's flag has fallen.
clock-flag = Zeit abgelaufen für { $side }
# Article 6.9: $side (who flagged) loses.
clock-loses-on-time = { $side } verliert auf Zeit
# Article 6.9: a draw, $side (the opponent) cannot mate by any series of legal moves.
clock-draw-on-time = remis, { $side } kann nicht mehr mattsetzen

## nag: the words for a move's or a position's mark in a PGN ($1, $16 …); $side is the
## side the mark is about, as clock-white and clock-black name it.

nag-good = guter Zug
nag-mistake = Fehler
nag-brilliant = sehr guter Zug
nag-blunder = Patzer
nag-interesting = interessanter Zug
nag-dubious = zweifelhafter Zug
nag-forced = erzwungener Zug
nag-equal = ausgeglichen
nag-unclear = unklare Stellung
nag-novelty = Neuerung
nag-slightly-better = { $side } steht etwas besser
nag-better = { $side } steht besser
nag-winning = { $side } steht auf Gewinn
nag-zugzwang = { $side } ist im Zugzwang
nag-development-advantage = { $side } hat Entwicklungsvorsprung
nag-initiative = { $side } hat die Initiative
nag-attack = { $side } hat Angriff
nag-counterplay = { $side } hat Gegenspiel
nag-time-trouble = { $side } ist in Zeitnot

## command: the word for each command, as help says it and a player types it (every
## language's words are understood whatever the interface language). One word each, no spaces.

command-help = hilfe
command-time = zeit
command-last = letzter
command-moves = züge
command-board = brett
command-turn = zug
command-where = wo
command-square = feld
command-rank = reihe
command-file = linie
command-diagonal = diagonale
command-attackers = angreifer
command-legal = legale
command-material = material
command-pawns = bauern
command-opening = eröffnung
command-repeat = wiederholen
command-undo = zurück
command-takeback = zurücknehmen
command-press = drücken
command-draw = remis
command-claim = reklamieren
command-resign = aufgeben
command-hint = tipp
command-start = start
command-stop = anhalten
command-resume = weiter
command-add = hinzufügen
command-penalty = strafe
command-reset = korrigieren
command-flag = blättchen
command-touched = berührt
command-adjourn = vertagen
command-review = nachspielen
command-analyse = analysieren
command-names = namen
command-chat = nachricht
command-abort = abbrechen
command-quit = beenden

## speech: what is told when speech cannot start ($reason, $other: the speech-reason-… words)

speech-text-instead = keine Sprachausgabe: { $reason }; die Partie geht als Text weiter
speech-clips-instead = kein Sprachserver: { $reason }; die aufgenommenen Wörter sprechen
speech-text-instead-both = keine Sprachausgabe: { $reason }, und { $other }; die Partie geht als Text weiter
speech-reason-no-server = kein Sprachserver antwortet
speech-reason-no-language = der Sprachserver hat keine Stimme für diese Sprache
speech-reason-silent = der Sprachserver spricht nicht (kein Ton?)
speech-reason-no-sound = keine Soundkarte ließ sich öffnen
speech-reason-no-clips = die Stimme hat keine aufgenommenen Wörter für diese Sätze
speech-reason-other = die Sprachausgabe ist fehlgeschlagen

## hearing: what the table says about listening (spoken moves)

# Said once when listening starts.
hearing-listening = Ich höre zu: sagen Sie Ihren Zug, oder tippen Sie ihn.
# Said once when listening starts with push-to-talk.
hearing-listening-on-talk = Ich höre zu, wenn Sie sprechen tippen, Alt-S oder die Sprechtaste des Bretts drücken: sagen Sie dann Ihren Zug.
# A move heard but not surely: `$move` read back, and the answer awaited.
hearing-confirm-question = Meinten Sie { $move }? Sagen Sie ja oder nein.
# The move to confirm was dropped ("no", or the position changed meanwhile).
hearing-confirm-dropped = Verworfen; sagen Sie Ihren Zug noch einmal.
# "Yes" or "no" heard with no question asked.
hearing-nothing-to-confirm = Es gibt keinen Zug zu bestätigen.
# Nothing that sounds like a legal move or a command (noise, a cough, a misheard word).
hearing-again = Nicht verstanden; bitte noch einmal.
# An utterance longer than any move (a monologue), cut and not decoded.
hearing-too-long = Das war zu lang für einen Zug; sagen Sie nur den Zug.
# No capture device could be opened.
hearing-no-microphone = Kein Mikrofon gefunden; das Zuhören ist aus, spielen Sie mit der Tastatur.
# The capture device stopped in the middle of the game.
hearing-microphone-gone = Das Mikrofon ist weg; das Zuhören ist aus, spielen Sie mit der Tastatur.
# The recogniser's model is not installed: `$packages` names the Debian packages.
hearing-recogniser-missing = Das Zuhören ist aus: die Spracherkennung ist nicht installiert (Debian-Pakete { $packages }); spielen Sie mit der Tastatur.
# The voice has no pronunciation list: `$voice`.
hearing-voice-unheard = Das Zuhören ist aus: die Stimme { $voice } hat keine Aussprache-Liste; spielen Sie mit der Tastatur.
# The recogniser failed on its own.
hearing-recogniser-failed = Das Zuhören ist aus: die Spracherkennung ist ausgefallen; spielen Sie mit der Tastatur.
# The program holding the recogniser stopped or cannot start: why names it and says how.
hearing-companion-failed = Das Zuhören ist aus: { $why }; spielen Sie mit der Tastatur.

## games: the list of saved games (annabella games)

games-none = keine gespeicherten Partien in { $folder }
games-kept-in = aufbewahrt in { $folder }
games-unreadable = nicht lesbar: { $problem }
games-not-resumable = nicht fortsetzbar: { $problem }
games-half-moves =
    { $count ->
        [one] { $n } Halbzug
       *[other] { $n } Halbzüge
    }
games-adjourned = vertagt (ein abgegebener Zug)
games-unfinished = nicht beendet
games-misfit = ab Eintrag { $record } passt das Protokoll nicht zur Partie
games-torn = Zeile { $line } wurde beim Schreiben abgeschnitten: beim Fortsetzen weggelassen
games-damaged = Zeile { $line } ist nicht lesbar („{ $text }“): beim Fortsetzen weggelassen

# listening
# Push-to-talk asked (a key, the board's talk button) while nothing listens.
hearing-not-listening = Das Zuhören ist aus: starten Sie annabella mit --listen oder --push-to-talk, um Ihre Züge zu sagen.
# The screen's push-to-talk key, in the key help.
screen-do-talk = einen Zug sagen (Sprechtaste)
# The word said for yes to a move read back, and for no (listened for in this language).
hearing-yes-word = ja
hearing-no-word = nein
# The typed words (comma-separated) that answer yes to a move read back, that answer no, and
# that ask the listener to listen (push-to-talk).
hearing-typed-yes = ja, j
hearing-typed-no = nein, n
hearing-typed-talk = sprechen
# The typed words (comma-separated) that withdraw a move read back without answering it
# (Esc on the screen does the same); none of them a command's word.
hearing-typed-withdraw = verwerfen, esc
# A move read back withdrawn unanswered (a typed word, Esc): nothing from it is played.
hearing-question-withdrawn = Frage verworfen; nichts gespielt.
# Asked to withdraw with no move read back waiting.
hearing-nothing-to-withdraw = Es wartet keine Frage; nichts geändert.

## errors: the messages of every subcommand, said to the person in the interface language.
## `$file` is a file's name as given, `$token` text from the file (shown inside the quotes the
## message gives it), `$problem`/`$why`/`$detail` another message of this block.

### files
# A file that cannot be read: `$file` and `$problem` (one of the file-… messages below).
file-problem = { $file } { $problem }
file-is-folder = ist ein Ordner, keine Datei
file-is-fifo = ist eine benannte Pipe (FIFO), keine Datei
file-is-device = ist ein Gerät, keine Datei
file-is-socket = ist ein Socket, keine Datei
file-is-special = ist keine gewöhnliche Datei
# `$size`: file-size-mb or file-size-kb.
file-too-large = ist größer als { $size }
file-size-mb = { $n } MB
file-size-kb = { $n } KB
file-not-found = wurde nicht gefunden
file-not-allowed = kann nicht gelesen werden (Zugriff verweigert)
file-not-text = ist kein Text
# `$reason` is the system's own words, in English: a language other than English leaves it out
# (it is in the log).
file-cannot-be-read-because = kann nicht gelesen werden

### lists
# One item of a list of moves (`$item`), and a list ending in "or" (`$first`: the list so far).
list-item = { $item }
list-or = { $first } oder { $last }

### games that cannot be read (announce, status, openings, export, analyse)
# A game that cannot be read, skipped: `$file`, and `$problem` (pgn-error…).
pgn-game-skipped = { $file }: { $problem }
# A game a command skips though it could be read: game `$game`, and why (`$problem`).
game-skipped = Partie { $game }: { $problem }
# Where: game `$game`, line `$line` (in the tags).
pgn-error = Partie { $game }, Zeile { $line }: { $problem }
# Where: also move `$move`, `$side` to play (`white`, `black`).
pgn-error-at-move =
    Partie { $game }, Zeile { $line }, Zug { $move } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }): { $problem }
pgn-binary = Binärdaten, kein PGN-Text: „{ $token }“
pgn-malformed-tag = fehlerhafte Kopfzeile „{ $token }“
# `$why`: one of the fen-… messages.
pgn-invalid-fen = ungültige FEN-Kopfzeile „{ $token }“: { $why }
pgn-variant = die Variante „{ $token }“ ist kein normales Schach, übersprungen
pgn-unexpected-token = unerwartetes „{ $token }“: weder Zug noch Zugnummer, Kommentar oder Ergebnis
pgn-illegal-uci = regelwidriger Zug „{ $token }“ (UCI): diesen Zug gibt es hier nicht
pgn-null-move = der Nullzug „{ $token }“ ist kein Schachzug
pgn-drop = das Einsetzen „{ $token }“ ist kein Schachzug
# `$why`: one of the pgn-why-… messages.
pgn-illegal-move = regelwidriger Zug „{ $token }“: { $why }
pgn-not-en-passant = „{ $token }“ kennzeichnet einen En-passant-Schlag, der Zug ist aber keiner
pgn-unclosed-comment = der Kommentar „{ $token }“ wird nie geschlossen
pgn-unclosed-variation = eine Variante „{ $token }“ wird nie geschlossen
pgn-unopened-variation = „{ $token }“ schließt keine Variante
# Why a move is illegal.
pgn-why-checkmate = die Partie ist schon durch Matt beendet
pgn-why-stalemate = die Partie ist schon durch Patt beendet
# `$moves`: the moves it could be (a list-or).
pgn-why-ambiguous = mehrdeutig, es kann { $moves } sein
# No `$role` (pawn, knight, bishop, rook, queen, king) reaches `$square`.
pgn-why-no-piece =
    { $role ->
        [rook] kein Turm
        [queen] keine Dame
        [knight] kein Springer
        [bishop] kein Läufer
        [king] kein König
       *[pawn] kein Bauer
    } kann nach { $square } ziehen
# The same, `$side` being in check.
pgn-why-no-piece-in-check =
    { $role ->
        [rook] kein Turm
        [queen] keine Dame
        [knight] kein Springer
        [bishop] kein Läufer
        [king] kein König
       *[pawn] kein Bauer
    } kann nach { $square } ziehen ({ $side ->
        [white] Weiß
       *[black] Schwarz
    } steht im Schach)
# `$moves`: the legal moves to that square (a list-or).
pgn-why-others-reach = diesen Zug gibt es hier nicht; regelgerecht ist { $moves }
# `$side` cannot castle on the `$castling` side (`king`, `queen`).
pgn-why-cannot-castle =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } kann nicht { $castling ->
        [king] kurz
       *[queen] lang
    } rochieren
pgn-why-cannot-castle-in-check =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } kann nicht { $castling ->
        [king] kurz
       *[queen] lang
    } rochieren (im Schach)
pgn-why-not-legal = kein regelgerechter Zug
# A position given as FEN that cannot be read or played.
fen-unreadable = keine FEN
fen-board = der Brettteil ist nicht lesbar
fen-turn = die Seite am Zug ist nicht lesbar
fen-castling = der Rochadeteil ist nicht lesbar
fen-en-passant = das En-passant-Feld ist nicht lesbar
fen-halfmove-clock = der Halbzugzähler ist nicht lesbar
fen-fullmoves = die Zugnummer ist nicht lesbar
fen-empty-board = das Brett ist leer
fen-missing-king = ein König fehlt
fen-too-many-kings = zu viele Könige
fen-pawns-on-back-rank = ein Bauer steht auf der ersten oder letzten Reihe
fen-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
fen-impossible-check = kein Spiel kann zu diesem Schach führen
fen-too-much-material = mehr Figuren, als eine Partie haben kann
fen-illegal-position = keine Partie kann diese Stellung erreichen
# Moves written in UCI, said once per input: `$file`, game `$game`, line `$line`, the `$token`
# and the move `$san` it is read as.
pgn-uci-notice = { $file }: Partie { $game }, Zeile { $line }: „{ $token }“ ist ein in UCI geschriebener Zug, gelesen als { $san }; solche Züge in dieser Datei werden ebenso gelesen

### standard input and output
stdin-endless-device = die Standardeingabe ist ein Gerät ohne Ende: bitte eine Datei oder eine Pipe angeben
# `$reason`: the system's words, in English (other languages leave it out).
stdout-cannot-write = die Standardausgabe kann nicht geschrieben werden

### time controls (clock --control, play --time, the settings file's time)
# `$spec` is the SPEC given, `$forms` examples of SPECs, `$char` the character at `$position`.
tc-not-a-control = „{ $spec }“ ist keine Bedenkzeit („{ $char }“ an Zeichen { $position }): bitte Sekunden angeben, etwa { $forms }
tc-no-clock = „-“ bedeutet eine Partie ohne Uhr (PGN), keine Bedenkzeit: bitte Sekunden angeben, etwa { $forms }
tc-unknown = „?“ bedeutet eine unbekannte Bedenkzeit (PGN), keine Bedenkzeit: bitte Sekunden angeben, etwa { $forms }
# A SPEC refused: `$spec`, and why (`$problem`).
tc-bad = falsche Bedenkzeit „{ $spec }“: { $problem }
# `$problem` at character `$position`.
tc-at = { $problem } (Zeichen { $position })
tc-empty = leere Bedenkzeit
# Expected `$what` (a tc-what-… message), found `$char`.
tc-expected = erwartet: { $what }, gefunden: „{ $char }“
tc-expected-end = erwartet: { $what }, gefunden: das Ende
tc-what-moves-or-seconds = eine Zahl von Zügen oder Sekunden
tc-what-seconds = eine Zahl von Sekunden
tc-what-seconds-after-bonus = eine Zahl von Sekunden nach dem Bonuszeichen
tc-what-seconds-after-sandglass = eine Zahl von Sekunden nach dem Sanduhrzeichen
tc-what-decimals = Nachkommastellen nach dem Punkt
tc-unexpected = unerwartetes „{ $char }“
tc-too-many-decimals = „{ $token }“ hat mehr als drei Nachkommastellen
tc-fractional-moves = „{ $token }“ Züge: eine Zugzahl ist ganz
tc-sandglass-alone = unerwartetes „{ $char }“: eine Sanduhr *N steht allein (ohne Inkrement, Verzögerung oder Perioden)
tc-zero-moves = eine Periode braucht mindestens einen Zug
# `$max`: the largest number of seconds.
tc-too-large = Zahl zu groß (höchstens { $max })
tc-missing-move-count = nur die letzte Periode darf ohne Zugzahl sein
tc-no-starting-time = keine Anfangszeit: Weiß würde sofort auf Zeit verlieren

### files given to an option, TOML files
# A file given to `$option` (`--speech-config`) that cannot be used: `$problem`.
option-file-problem = { $option }: { $problem }
# A TOML file that cannot be read: `$file`, `$line`; `$detail` is the TOML reader's own words, in
# English (other languages leave it out).
toml-problem-at-line = { $file }: Zeile { $line }: unlesbare oder unbekannte Einstellung
toml-problem = { $file }: unlesbare oder unbekannte Einstellung

### clock scripts (annabella clock --script)
# A script line that cannot be run: `$file`, `$line`, and what (`$problem`).
clock-script-error = { $file }, Zeile { $line }: { $problem }
clock-script-not-utf8 = kein gültiges UTF-8
# `$found`: what the line holds instead.
clock-script-not-an-event = erwartet: „<Sekunden> <Ereignis>“, gefunden: „{ $found }“
clock-script-bad-time = falsche Zeit „{ $found }“ (erwartet: Sekunden mit höchstens 3 Nachkommastellen)
clock-script-not-a-side = nach add wird white oder black erwartet, gefunden: „{ $found }“
clock-script-no-side = nach add wird white oder black erwartet
clock-script-no-seconds = die hinzuzufügenden Sekunden fehlen
clock-script-bad-seconds = falsche hinzuzufügende Sekunden „{ $found }“ (höchstens 3 Nachkommastellen)
clock-script-unknown-event = unbekanntes Ereignis „{ $found }“
# `$event`: the event word it follows (start, press, add …).
clock-script-unexpected = unerwartetes „{ $found }“ nach { $event }
# `$time` and `$previous` in seconds (12.500).
clock-script-time-back = die Zeit { $time } liegt vor der des vorigen Ereignisses, { $previous }

### voice packs (--voice path/to/pack.toml)
# A voice pack that cannot be used: `$file`, where (`$place`: a key such as board.files, or
# pack-line-column) and what (`$problem`).
pack-error = Stimmpaket { $file }: { $place }: { $problem }
pack-line-column = Zeile { $line }, Spalte { $column }
pack-empty = ist leer (ein Wort wird gebraucht)
# A list of `$found` words where another count is needed.
pack-needs-eight = braucht 8 Wörter, gefunden: { $found }
pack-needs-numbers = braucht die 100 Zahlen 0 bis 99, gefunden: { $found }
pack-needs-hundreds = braucht 9 Wörter (100 bis 900), gefunden: { $found }
# `$word` as written in the pack.
pack-reads-as-square = „{ $word }“ liest sich als das Feld { $square }
pack-other-file-or-rank = „{ $word }“ ist der Name einer anderen Linie oder Reihe
pack-command-word = „{ $word }“ ist ein Befehlswort
# `$other`: the word of `$key` it holds.
pack-holds-other = „{ $word }“ enthält „{ $other }“, das Wort von { $key }
pack-no-number-slot = braucht {"{"}n{"}"} (oder {"{"}nf{"}"}) an der Stelle der Zahl
pack-not-a-number-key = der Schlüssel muss eine Zahl von 0 bis 99 sein
# `$slot`: the slot it needs (`{side}`, `{time}`, `{moves}`).
pack-no-slot = braucht { $slot } an seiner Stelle
pack-same-as = „{ $word }“ ist auch { $key }: das Zuglesen könnte sie nicht unterscheiden
pack-square-fragment = „{ $word }“ liest sich als Buchstabe oder Ziffer eines Feldes; bitte ein längeres Wort wählen
pack-alias-target = „{ $word }“ ist kein Zugwort dieser Stimme
pack-alias-taken = „{ $word }“ ist schon { $key }
# A `--voice` that is neither built in nor a file: `$voice`; `$voices` lists the built-in ones.
voice-unknown = unbekannte Stimme „{ $voice }“: eingebaut sind { $voices }; ein Stimmpaket ist der Pfad einer .toml-Datei
# `$problem`: a file-problem message.
voice-pack-unreadable = Stimmpaket: { $problem }
# `$byte`: where the first byte that is not UTF-8 is.
voice-pack-not-utf8 = Stimmpaket { $file }: kein UTF-8-Text (Byte { $byte })

### speak, and the recorded words
speak-wav-needs-clips = --wav braucht --engine clips
# The voice `$voice` has no recording of `$word` (the file `$clip`.wav is missing).
speak-missing-word = Stimme { $voice }: keine Aufnahme des Wortes „{ $word }“ (kein { $clip }.wav)
# The sound card, the speech server: `$detail` is the library's own words, in English (other
# languages leave it out: it is in the log).
speak-no-sound-card = keine Soundkarte konnte geöffnet werden
speak-no-tts = die Sprachausgabe antwortet nicht
speak-failed = die Sprachausgabe ist fehlgeschlagen
# `$engine`: the speech engine's name.
speak-too-long = { $engine }: die Wörter wurden nicht rechtzeitig gesagt
# A recording (or its folder) `$file` that cannot be used; `$detail` in English only.
clips-problem = die Aufnahme { $file } ist nicht verwendbar
clips-not-installed = Stimme { $voice }: ihre Aufnahmen sind nicht installiert (voices/{ $voice }/clips)

### hear, and positions given as FEN
# A FEN given to `$option` that cannot be used: `$fen`, and why (`$why`: a fen-… message).
option-bad-fen = { $option }: ungültige FEN „{ $fen }“: { $why }
# `$file` is not a WAV hear can read; `$detail` in English only.
hear-bad-wav = { $file } ist keine lesbare WAV-Datei (16-Bit-PCM, mono oder stereo, 8000 bis 48000 Hz)
# A word `$word` of the pronunciation list `$file` has more than `$limit` pronunciations: line `$line` is the first left out.
hear-too-many-pronunciations = Aussprecheliste { $file }: „{ $word }“ hat mehr als { $limit } Aussprachen; Zeile { $line } ist eine zu viel.
# The recogniser's model `$file` is missing: `$packages` names the Debian packages.
hear-model-missing = das englische Modell der Spracherkennung fehlt ({ $file }): bitte die Debian-Pakete { $packages } installieren
hear-recogniser-failed = die Spracherkennung ist fehlgeschlagen
# The voice `$voice` has no pronunciation list `$file`.
hear-no-pronunciations = Stimme { $voice }: keine Aussprecheliste zum Zuhören (erwartet: { $file })

### export, openings
# A game of `$file` that cannot be read (`$problem`: a pgn-error message).
pgn-in-file = { $file }: { $problem }
# `$option` given `$value`, outside `$from` to `$to`.
option-out-of-range = { $option } { $value }: muss zwischen { $from } und { $to } liegen
option-hall-table = --hall braucht die Nummer des Tisches: geben Sie --table N an, oder table = N unter [hall] in der Einstellungsdatei
# The opening data built into the program is broken (a bug): `$detail` in English only.
openings-data-broken = die eingebauten Eröffnungsdaten sind beschädigt (ein Fehler im Programm, Einzelheiten im Protokoll)

### analyse
# `$file` has no readable game number `$game`.
analyse-no-game = { $file }: es gibt keine lesbare Partie { $game }
# The engine `$engine` failed: `$detail` is its own words, in English only (it is in the log).
analyse-engine-failed = die Analyse-Engine { $engine } konnte nicht starten oder hat aufgehört
analyse-engine-silent = die Engine { $engine } hat in zehn Minuten nicht geantwortet
# `$file` cannot be written; `$reason` is the system's words, in English only.
file-cannot-be-written = { $file } kann nicht geschrieben werden

### saved games (games, play --resume, review ID)
# Why the system refused: English says `$reason` (the system's words); other languages choose by
# `$kind`.
io-reason =
    { $kind ->
        [not-found] nicht gefunden
        [permission-denied] Zugriff verweigert
        [already-exists] existiert schon
        [storage-full] Speicher voll
        [read-only] nur lesbarer Datenträger
        [is-a-folder] ist ein Ordner
       *[other] Systemfehler
    }
games-nowhere = weder HOME noch XDG_DATA_HOME: es gibt keinen Ort für gespeicherte Partien
# A saved game's journal `$file`, and its `$problem`.
journal-error = Protokoll { $file }: { $problem }
journal-in-use = diese Partie ist in einem anderen annabella geöffnet
# `$why`: a file-… or io-reason message.
journal-read = nicht lesbar: { $why }
journal-create = kann nicht angelegt werden: { $why }
journal-write = kann nicht geschrieben werden: { $why }
journal-list = kann nicht aufgelistet werden: { $why }
# `$id`: the name given.
journal-not-found = keine gespeicherte Partie heißt „{ $id }“ (siehe `annabella games`)
journal-ambiguous = „{ $id }“ passt auf { $count } Partien: bitte mehr vom Namen angeben
journal-finished = diese Partie ist beendet
journal-not-open = nicht geöffnet
journal-not-a-journal = kein annabella-Protokoll (Zeile 1)
# Written in journal format `$version`; this program reads format `$readable`.
journal-newer-format = von einem neueren annabella geschrieben (Protokollformat { $version }; diese Version liest Format { $readable }): bitte annabella aktualisieren, um sie fortzusetzen
journal-bad-start = Zeile 2: die Startzeile fehlt oder ist unlesbar
# `$why`: a fen-… message, journal-chess960-number or journal-other.
journal-start-position = ihre Anfangsstellung ist unlesbar: { $why }
journal-chess960-number = keine Chess960-Anfangsstellung Nummer { $number } (0 bis 959)
# Anything else: `$detail` in English only.
journal-other = unmögliche Stellung

### the settings file
# A settings file `$file` that cannot be used: where (`$place`: a key such as rate, or
# pack-line-column) and what (`$problem`).
settings-error = Einstellungen { $file }: { $place }: { $problem }
# `$value` outside `$from` to `$to`.
settings-out-of-range = { $value } liegt nicht zwischen { $from } und { $to }
settings-not-utf8 = Einstellungen { $file }: kein UTF-8-Text (Byte { $byte })
# `$problem`: a file-problem message.
settings-unreadable = Einstellungen: { $problem }
# A value of the settings file that cannot be used: `$file`, `$key`, `$value`, and why.
settings-value = Einstellungen { $file }: { $key } = „{ $value }“: { $problem }
# A number outside its range: give one from `$from` to `$to`.
settings-give-range = bitte { $from } bis { $to } angeben
# An option given a value it cannot take: `$option`, `$value`, and why.
option-bad = { $option } { $value }: { $problem }

## openings: an opening named in the interface language. The data set names openings in English,
## "Family: Variation"; `opening-family-<slug>` translates a family (the slug: the English family
## name in lower-case ASCII words joined by "-"; see locales/README.md). The variation is said as
## the English tail. A family without a message here is said by its ECO code and English name
## (opening-english, opening-named above).
# An opening with its ECO code (`$eco`), its family translated (`$family`), and the English
# `$variation` said as such.
opening-said = { $eco } { $family }
opening-said-variation = { $eco } { $family }, Variante (englischer Name) „{ $variation }“
# A family translated with its first variation (`$family`), and the rest of the English name.
opening-said-more = { $eco } { $family }, Variante (englischer Name) „{ $variation }“
opening-said-named-more = { $family }, Variante (englischer Name) „{ $variation }“
# The same without the ECO code (the review names each new opening).
opening-said-named = { $family }
opening-said-named-variation = { $family }, Variante (englischer Name) „{ $variation }“

### families (English: the data set's name itself)
opening-family-alekhine-defense = Aljechin-Verteidigung
opening-family-benko-gambit = Wolga-Gambit
opening-family-benko-gambit-accepted = Angenommenes Wolga-Gambit
opening-family-benko-gambit-declined = Abgelehntes Wolga-Gambit
opening-family-benoni-defense = Benoni-Verteidigung
opening-family-bird-opening = Bird-Eröffnung
opening-family-bishop-s-opening = Läuferspiel
opening-family-blackmar-diemer-gambit = Blackmar-Diemer-Gambit
opening-family-bogo-indian-defense = Bogoljubow-Indische Verteidigung
opening-family-caro-kann-defense = Caro-Kann-Verteidigung
opening-family-caro-kann-defense-advance-variation = Caro-Kann-Verteidigung, Vorstoßvariante
opening-family-catalan-opening = Katalanische Eröffnung
opening-family-center-game = Mittelgambit
opening-family-danish-gambit = Nordisches Gambit
opening-family-danish-gambit-accepted = Angenommenes Nordisches Gambit
opening-family-dutch-defense = Holländische Verteidigung
opening-family-elephant-gambit = Elefantengambit
opening-family-english-opening = Englische Eröffnung
opening-family-englund-gambit = Englund-Gambit
opening-family-four-knights-game = Vierspringerspiel
opening-family-french-defense = Französische Verteidigung
opening-family-french-defense-advance-variation = Französische Verteidigung, Vorstoßvariante
opening-family-french-defense-winawer-variation = Französische Verteidigung, Winawer-Variante
opening-family-grob-opening = Grob-Eröffnung
opening-family-grunfeld-defense = Grünfeld-Indische Verteidigung
opening-family-hungarian-opening = Ungarische Eröffnung
opening-family-indian-defense = Indische Verteidigung
opening-family-italian-game = Italienische Partie
opening-family-italian-game-evans-gambit = Evans-Gambit
opening-family-italian-game-giuoco-piano = Giuoco piano
opening-family-italian-game-two-knights-defense = Zweispringerspiel im Nachzuge
opening-family-king-s-gambit = Königsgambit
opening-family-king-s-gambit-accepted = Angenommenes Königsgambit
opening-family-king-s-gambit-declined = Abgelehntes Königsgambit
opening-family-king-s-indian-attack = Königsindischer Angriff
opening-family-king-s-indian-defense = Königsindische Verteidigung
opening-family-king-s-pawn-game = Königsbauernspiel
opening-family-latvian-gambit = Lettisches Gambit
opening-family-latvian-gambit-accepted = Angenommenes Lettisches Gambit
opening-family-london-system = London-System
opening-family-modern-defense = Moderne Verteidigung
opening-family-neo-grunfeld-defense = Neugrünfeld-Verteidigung
opening-family-nimzo-indian-defense = Nimzowitsch-Indische Verteidigung
opening-family-nimzo-larsen-attack = Nimzowitsch-Larsen-Angriff
opening-family-nimzowitsch-defense = Nimzowitsch-Verteidigung
opening-family-old-indian-defense = Altindische Verteidigung
opening-family-owen-defense = Owen-Verteidigung
opening-family-petrov-s-defense = Russische Verteidigung
opening-family-philidor-defense = Philidor-Verteidigung
opening-family-pirc-defense = Pirc-Verteidigung
opening-family-polish-opening = Polnische Eröffnung
opening-family-ponziani-opening = Ponziani-Eröffnung
opening-family-queen-s-gambit = Damengambit
opening-family-queen-s-gambit-accepted = Angenommenes Damengambit
opening-family-queen-s-gambit-declined = Abgelehntes Damengambit
opening-family-queen-s-indian-defense = Damenindische Verteidigung
opening-family-queen-s-pawn-game = Damenbauernspiel
opening-family-reti-opening = Réti-Eröffnung
opening-family-richter-veresov-attack = Richter-Weressow-Angriff
opening-family-ruy-lopez = Spanische Partie
opening-family-ruy-lopez-berlin-defense = Spanische Partie, Berliner Verteidigung
opening-family-ruy-lopez-morphy-defense = Spanische Partie, Morphy-Verteidigung
opening-family-scandinavian-defense = Skandinavische Verteidigung
opening-family-scotch-game = Schottische Partie
opening-family-semi-slav-defense = Halbslawische Verteidigung
opening-family-sicilian-defense = Sizilianische Verteidigung
opening-family-sicilian-defense-dragon-variation = Sizilianische Verteidigung, Drachenvariante
opening-family-sicilian-defense-najdorf-variation = Sizilianische Verteidigung, Najdorf-Variante
opening-family-slav-defense = Slawische Verteidigung
opening-family-tarrasch-defense = Tarrasch-Verteidigung
opening-family-three-knights-opening = Dreispringerspiel
opening-family-torre-attack = Torre-Angriff
opening-family-trompowsky-attack = Trompowsky-Angriff
opening-family-vienna-game = Wiener Partie
opening-family-zukertort-opening = Zukertort-Eröffnung

## cli: the errors of play, online, review and the other commands' flags.
cli-flag-problem = { $flag } { $value }: { $problem }
cli-flag-says = { $flag }: { $problem }
cli-file-problem = { $file }: { $problem }
cli-board-not-opened = { $board } { $path }: lässt sich nicht öffnen ({ $why })
# A board over Bluetooth LE could not be reached at the start: `$kind` its maker (Chessnut,
# Millennium); `$why` a ble-… message (or an io-reason one).
cli-ble-not-reached = das { $kind }-Brett ist über Bluetooth nicht erreichbar: { $why }
# The same for the board asked for by its name or address, `$which`.
cli-ble-named-not-reached = das { $kind }-Brett „{ $which }“ ist über Bluetooth nicht erreichbar: { $why }
ble-no-service = der Bluetooth-Dienst des Computers (BlueZ) antwortet nicht
ble-no-adapter = dieser Computer hat keinen Bluetooth-Adapter
ble-adapter-off = Bluetooth ist ausgeschaltet (schalten Sie es ein oder heben Sie die Sperre auf)
ble-not-found = kein solches Brett sendet (ist es eingeschaltet, in der Nähe und nicht mit einem Telefon verbunden?)
ble-not-connected = das Brett wurde gefunden, aber die Verbindung schlug fehl
ble-lost = die Verbindung ist abgebrochen
# `annabella boards`: no board advertising over Bluetooth LE.
boards-none = kein Brett über Bluetooth gefunden
# `annabella boards`: Bluetooth cannot be used; `$why` a ble-… message.
boards-no-bluetooth = über Bluetooth kann kein Brett gesucht werden: { $why }
# `annabella boards`: a board found: `$kind` its maker, `$name` its advertised name, `$address`
# its Bluetooth address, `$eboard` the --eboard that reaches it.
boards-ble-found = { $kind }-Brett „{ $name }“ über Bluetooth, Adresse { $address }: spielen mit --eboard { $eboard }
# `--listen-file` names more than `$limit` files: `$file` is the first left out.
cli-listen-files-too-many = --listen-file: höchstens { $limit } Dateien in einem Spiel; { $file } und die folgenden sind zu viel.
# The files of `--listen-file` hold more than `$minutes` minutes of sound: `$file` goes past them.
cli-listen-files-too-long = --listen-file: höchstens { $minutes } Minuten Ton in einem Spiel; { $file } geht darüber hinaus.
# `--opponent-output PATH` could not be opened for writing; `$why`: an io-reason message.
cli-opponent-output-not-opened = --opponent-output { $path }: lässt sich nicht schreiben ({ $why })
cli-chess960-range = keine Chess960-Anfangsstellung hat diese Nummer (0 bis 959 angeben)
cli-resume-finished = diese Partie ist beendet (ihre Aufzeichnung ist { $file })
cli-resume-none = keine unbeendete Partie in { $folder }
cli-resume-newest-only = die neueste gespeicherte Partie lässt sich nicht fortsetzen: { $why }; keine andere unbeendete Partie gefunden
cli-resume-newest-or-older = die neueste gespeicherte Partie lässt sich nicht fortsetzen: { $why }; um stattdessen die ältere Partie { $id } fortzusetzen, ihren Namen angeben: annabella play --resume { $id }
cli-online-clock = die Bedenkzeit als LIMIT+INC in Sekunden angeben, z. B. 300+3
cli-online-how = sagen, wie die Partie gefunden wird: --accept, --challenge NAME oder --seek LIMIT+INC
cli-online-user = kein Lichess-Benutzername (2 bis 30 Buchstaben, Ziffern, _ oder -)
cli-online-token = ein persönliches Token mit dem Bereich board:play ist nötig: { $variable } setzen oder lichess_token in der Einstellungsdatei (siehe README.md)
cli-online-no-engine = keine Engine in einer Partie gegen einen Menschen (die Fair-Play-Regeln von Lichess verbieten die Hilfe einer Engine)
cli-online-server-keeps = der Server führt die Partie: kein --resume, --fen oder --chess960
cli-review-stdin = nachspielen liest die Partie aus einer Datei: die Standardeingabe ist für die Befehle
cli-review-no-game = { $file }: es gibt keine lesbare Partie Nummer { $number } ({ $count } in der Datei)
cli-folder-not-made = der Ordner { $folder } lässt sich nicht anlegen: { $why }
cli-no-pty = kein Pseudo-Terminal lässt sich öffnen: { $why }
cli-stdin-line = Standardeingabe, Zeile { $line }: { $why }
cli-man-folder = die Handbuchseiten lassen sich nicht in { $folder } schreiben: { $why }
cli-man-no-command = kein Befehl „{ $name }“ (siehe annabella --help)
cli-man-page = die Handbuchseite lässt sich nicht erstellen: { $why }
cli-pace-range = 0 bis 60 Sekunden angeben
cli-demo-missing = die Vorführpartie fehlt
cli-demo-broken = die Vorführpartie ist beschädigt: { $problem }

## Training (annabella train)

# A row of the puzzle file that is no puzzle.
train-row-columns = { $found } Spalten, wo PuzzleId, FEN, Moves, Rating und Themes nötig sind
train-row-id = „{ $text }“ ist keine Aufgaben-Kennung (Buchstaben und Ziffern)
train-row-move = „{ $text }“ ist kein Zug in UCI (wie e2e4)
train-row-no-solution = die Züge enthalten den Zug des Gegners, aber keine Lösung
train-row-rating = „{ $text }“ ist keine Wertung
train-puzzle-fen = Aufgabe { $id }: die Stellung { $fen } ist nicht lesbar
train-puzzle-illegal = Aufgabe { $id }: Zug { $ply }, { $move }, ist dort nicht regelgemäß
train-opens = Aufgabe { $id }, Wertung { $rating }
train-setting-move =
    { $side ->
        [white] Weiß spielt { $move }
       *[black] Schwarz spielt { $move }
    }
train-task =
    { $side ->
        [white] Weiß am Zug: finde den besten Zug
       *[black] Schwarz am Zug: finde den besten Zug
    }
train-reply =
    { $side ->
        [white] Weiß antwortet { $move }
       *[black] Schwarz antwortet { $move }
    }
train-right = richtig; weiter
train-wrong = { $move } ist nicht die Lösung: versuche es noch einmal
train-wrong-solution = auch { $move } ist nicht die Lösung; die Lösung ist { $solution }
train-solution = die Lösung ist { $move }
train-hint-piece = ziehe { $piece } auf { $square }
train-hint-square = { $piece } von { $from } nach { $to }
train-over = diese Aufgabe ist zu Ende
train-not-legal = dieser Zug ist hier nicht regelgemäß
train-help = tippe oder sage deinen Zug (Sf3, g1f3 oder die Wörter der Stimme); tipp nennt die Figur, dann das Feld; lösung sagt den Zug; brett, wo, legale und die anderen Fragen antworten zur Stellung; beenden verlässt die Aufgabe
train-not-here = { $command } gibt es bei einer Aufgabe nicht
# `train --endgame NAME`: ein Endspiel gegen Stockfish ausgespielt. $name ist kq-k, kr-k oder kp-k.
train-endgame-opens = Endspiel { $name }: { $goal }
train-endgame-goal-mate = setzen Sie den einzelnen König matt
train-endgame-goal-promote = verwandeln Sie den Bauern, dann setzen Sie matt
train-endgame-task =
    { $side ->
        [white] Weiß am Zug; Stockfish verteidigt
       *[black] Schwarz am Zug; Stockfish verteidigt
    }
train-endgame-wait = Stockfish ist am Zug; warten Sie seinen Zug ab
train-endgame-over = dieses Endspiel ist vorbei
train-endgame-left = Endspiel vor seinem Ende verlassen
train-endgame-help = tippen oder sagen Sie Ihren Zug; brett, wo, legal und die anderen Fragen antworten zur Stellung; ende verlässt das Endspiel
train-endgame-not-here = { $command } wird in einem Endspiel nicht gebraucht
train-endgame-won =
    { $moves ->
        [one] matt in einem Zug: gewonnen
       *[other] matt in { $moves } Zügen: gewonnen
    }
train-endgame-lost = Sie sind matt: verloren
# $reason: der Grund des Partieendes.
train-endgame-drawn =
    { $reason ->
        [stalemate] patt, der König kann nicht ziehen und steht nicht im Schach: remis, der Gewinn ist verschenkt
        [dead-position] kein Matt ist mehr möglich: remis, der Gewinn ist verschenkt
        [threefold-repetition] dieselbe Stellung zum dritten Mal: remis
        [fifty-moves] fünfzig Züge ohne Schlagen oder Bauernzug: remis
       *[other] remis
    }
train-unknown-puzzle = keine Aufgabe „{ $id }“ in der Sammlung
train-solved = gelöst
train-not-solved = nicht gelöst
train-rating-now =
    { $change ->
        [up] deine Aufgabenwertung ist { $rating }, plus { $points }
        [down] deine Aufgabenwertung ist { $rating }, minus { $points }
       *[same] deine Aufgabenwertung ist { $rating }
    }
train-none-chosen = keine Aufgabe passt zur Auswahl
train-none-due = keine Aufgabe ist fällig; es folgen neue
train-session-end =
    { $count ->
        [one] eine Aufgabe versucht, { $solved } gelöst
       *[other] { $count } Aufgaben versucht, { $solved } gelöst
    }
train-status-due =
    { $count ->
        [0] keine Aufgabe ist fällig
        [one] eine Aufgabe ist fällig
       *[other] { $count } Aufgaben sind fällig
    }
train-status-met =
    { $count ->
        [0] noch keine Aufgabe versucht
        [one] eine Aufgabe versucht
       *[other] { $count } Aufgaben versucht
    }
train-status-rating =
    { $trend ->
        [up] Aufgabenwertung { $rating }, plus { $points } über die letzten Aufgaben
        [down] Aufgabenwertung { $rating }, minus { $points } über die letzten Aufgaben
       *[same] Aufgabenwertung { $rating }, gleichbleibend
    }
train-store-unreadable = die Trainingsdatei { $file } ist nicht lesbar ({ $problem }); sie bleibt, wie sie ist, und nichts wird gespeichert
train-store-not-saved = die Trainingsdatei { $file } kann nicht geschrieben werden: { $problem }
train-store-busy = die Trainingsdatei { $file } wird seit über zehn Sekunden von einem anderen annabella train gehalten; diesmal wird nichts gespeichert
train-store-newer = sie stammt von einem neueren annabella
train-drill-unknown-theme = kein Thema „{ $theme }“; Themen: { $themes }
train-heard-again = das war kein Zug, der zu verstehen war: bitte noch einmal sagen
train-drill-added = Übung { $id } hinzugefügt
train-drill-ambiguous = Übung { $id } ausgelassen: { $move } ist nicht klar der beste Zug (Stockfish, Tiefe { $depth })
train-drill-not-best = Übung { $id } ausgelassen: Stockfish findet { $better } besser als { $move } (Tiefe { $depth })
train-drill-engine-failed = die Übungen können nicht von Stockfish geprüft werden: { $detail }
train-drill-engine-silent = Stockfish hat in einer Minute nicht geantwortet; die Übungen sind nicht geprüft
train-drills-added =
    { $count ->
        [0] keine neue Übung aus { $file }
        [one] eine neue Übung aus { $file }
       *[other] { $count } neue Übungen aus { $file }
    }
train-drills-not-kept = die Übungen können nicht behalten werden: es gibt keinen Datenordner (XDG_DATA_HOME oder HOME setzen)
train-board-not-opened = das Steckbrett an { $port } lässt sich nicht öffnen: { $why }
train-board-ready = das Brett zeigt die Stellung der Aufgabe
train-board-differs =
    { $missing ->
        [0] das Brett weicht ab: hebe die Figuren auf { $extra-squares } ab
       *[other] { $extra ->
            [0] das Brett weicht ab: eine Figur fehlt auf { $missing-squares }
           *[other] das Brett weicht ab: eine Figur fehlt auf { $missing-squares }; hebe die Figuren auf { $extra-squares } ab
        }
    }
# Geführter Aufbau auf dem Steckbrett (train --board).
train-setup-piece =
    { $side ->
        [white] { $piece } (Weiß) auf { $square }
       *[black] { $piece } (Schwarz) auf { $square }
    }
train-setup-begins =
    { $kept ->
        [0] baue die Aufgabe auf dem Brett auf, Figur für Figur: { $pieces } Figuren, die Könige zuerst
       *[other] baue die Aufgabe auf dem Brett auf, Figur für Figur: { $pieces } Figuren, die Könige zuerst; die Figuren, die schon auf ihren Feldern stehen, bleiben, prüfe: { $kept-pieces }
    }
train-setup-place = stelle { $what }
train-setup-placed = richtig: { $what }
train-setup-lift = hebe die Figur auf { $square } ab
train-setup-wrong = diese Figur steht auf { $put }: hebe sie ab; gesucht ist { $what }
train-setup-done = das Brett zeigt die Aufgabe: sie beginnt
## the hall: the arbiter's console (annabella arbiter)

hall-paired = Runde { $round }: { $boards ->
    [one] ein Brett gepaart
   *[other] { $boards } Bretter gepaart
}
hall-serving = die Partien der Runde stehen unter { $address } bereit
hall-pushing = die Runde wird an die Lichess-Übertragungsrunde { $round } gesendet
hall-push-works = die Runde erreicht die Lichess-Übertragung
hall-push-game-refused = Lichess hat eine Partie der Runde abgelehnt: { $reason }
hall-push-unauthorized = Lichess hat den Token abgelehnt: prüfen Sie LICHESS_TOKEN (ein Token mit dem Bereich study:write); neuer Versuch beim nächsten Zug
hall-push-gave-up = die Runde konnte nicht an Lichess gesendet werden ({ $reason }); neuer Versuch beim nächsten Zug
hall-push-no-token = --push braucht einen Lichess-Token mit dem Bereich study:write in LICHESS_TOKEN
hall-move = Brett { $board }: { $move }
hall-taken-back = Brett { $board }: { $plies ->
    [one] ein Halbzug zurückgenommen
   *[other] { $plies } Halbzüge zurückgenommen
}
hall-flag-white = Brett { $board }: das Fallblättchen von Weiß ist gefallen
hall-flag-black = Brett { $board }: das Fallblättchen von Schwarz ist gefallen
hall-result = Brett { $board }: Ergebnis { $result }
hall-lost = Brett { $board }: Tisch verloren
hall-back = Brett { $board }: Tisch wieder da
hall-malformed = Brett { $board }: eine Nachricht des Tisches ist nicht lesbar
hall-differs-peg = Brett { $board }: das Steckbrett weicht von der Partie ab
hall-differs-eboard = Brett { $board }: das E-Brett weicht von der Partie ab
hall-right-peg = Brett { $board }: das Steckbrett zeigt wieder die Partie
hall-right-eboard = Brett { $board }: das E-Brett zeigt wieder die Partie
hall-claim-white = Brett { $board }: Reklamation von Weiß
hall-claim-black = Brett { $board }: Reklamation von Schwarz
# `$claim` ist hall-claim-white oder hall-claim-black.
hall-claim-correct = { $claim }, berechtigt: die Partie ist remis
hall-claim-incorrect = { $claim }, unberechtigt: der Gegner hat Zeit erhalten
hall-draw-offer-white = Brett { $board }: Weiß bietet Remis an
hall-draw-offer-black = Brett { $board }: Schwarz bietet Remis an
hall-unknown-topic = eine Nachricht am Broker nennt keinen Tisch; sie bleibt unbeachtet
hall-alert = Meldung { $id }: { $alert }
hall-table = Brett { $board }: { $white } gegen { $black }, { $state }
hall-unnamed = ohne Namen
hall-white-to-move = Zug { $number }, Weiß am Zug
hall-black-to-move = Zug { $number }, Schwarz am Zug
hall-clocks = Weiß { $white }, Schwarz { $black }
hall-over = Partie beendet, { $result }
hall-table-lost = Tisch verloren
hall-table-closed = Tisch geschlossen
hall-state-differs-peg = das Steckbrett weicht ab
hall-state-differs-eboard = das E-Brett weicht ab
hall-state-offer-white = Weiß bietet Remis an
hall-state-offer-black = Schwarz bietet Remis an
hall-no-tables = noch hat sich kein Tisch gemeldet
hall-no-table = Brett { $board } hat sich nicht gemeldet
hall-no-alerts = keine offenen Meldungen
hall-acknowledged = Meldung { $id } bestätigt
hall-acknowledged-all = { $count ->
    [one] eine Meldung bestätigt
   *[other] { $count } Meldungen bestätigt
}
hall-no-such-alert = keine offene Meldung { $id }
hall-last-moves = Brett { $board }: { $moves }
hall-no-moves = Brett { $board }: noch keine Züge
hall-listening = der Broker des Saals läuft unter { $address }
hall-password = das Passwort der Veranstaltung für die Tische: { $password }
hall-connected = mit dem Broker des Saals unter { $address } verbunden
hall-broker-lost = der Broker des Saals ist nicht erreichbar; neuer Versuch
hall-broker-refused = der Broker des Saals hat das Passwort der Konsole abgelehnt
hall-broker-address-in-use = der Broker des Saals kann unter { $address } keine Verbindungen annehmen: dort nimmt schon ein anderes Programm Verbindungen an
hall-broker-cannot-listen = der Broker des Saals kann unter { $address } keine Verbindungen annehmen: { $why }
hall-broker-not-listening = der Broker des Saals hat unter { $address } nicht begonnen, Verbindungen anzunehmen
hall-help = Befehle: tables, look N, moves N, alerts, ack N, ack all, password, quit
hall-unknown-command = kein Befehl: { $command }; tippen Sie help

# Die Konsole des Schiedsrichters im Vollbild, und ein Remisanspruch in der Zeile eines Tisches.
hall-screen-title = annabella Schiedsrichter · Tische: { $tables } · offene Meldungen: { $alerts } · F1 die Tasten · Strg-Q beenden
hall-screen-reader-title = annabella Schiedsrichter · F1 die Tasten · Strg-Q beenden
hall-screen-keys = Tasten: Tab wechselt zwischen den Tischen, den Meldungen und der Befehlszeile; Pfeil hoch und runter wählen; Eingabe zeigt den gewählten Tisch, bestätigt die gewählte Meldung oder führt den getippten Befehl aus; Escape leert die Befehlszeile; Strg-Q beendet
hall-screen-tables = Tische
hall-screen-alerts = Offene Meldungen
hall-screen-said = Gesagt
hall-screen-command = Befehl:
hall-state-claim-white-correct = Weiß hat Remis beansprucht, zu Recht
hall-state-claim-white-incorrect = Weiß hat Remis beansprucht, zu Unrecht
hall-state-claim-black-correct = Schwarz hat Remis beansprucht, zu Recht
hall-state-claim-black-incorrect = Schwarz hat Remis beansprucht, zu Unrecht

## Der versiegelte Tisch (play --sealed) und verify
sealed-no-hint = der Tisch ist für eine gewertete Partie versiegelt: keine Tipps
sealed-no-analysis = der Tisch ist für eine gewertete Partie versiegelt: keine Analyse während des Turniers; analysieren Sie die Partie zu Hause
seal-cannot = --sealed: der Kernel dieses Rechners kann den Tisch nicht versiegeln ({ $why }), daher beginnt keine versiegelte Partie; nötig ist Landlock mit Netzregeln (Linux 6.7 oder neuer)
seal-refuses = --sealed: ein versiegelter Tisch verweigert { $what }
seal-refuses-engine = eine Engine
seal-refuses-online = das Online-Spiel
seal-from-settings = Der Tisch ist versiegelt, weil die Einstellungsdatei sealed = true sagt.
seal-build-full = vollständige
seal-build-recorder = Rekorder-
seal-attestation-start = Versiegelter Tisch: annabella { $version }, { $build } Ausgabe, vom Kernel versiegelt. Protokollkopf { $head }.
seal-attestation-end = Ende der versiegelten Partie: annabella { $version }, { $build } Ausgabe, vom Kernel versiegelt. Protokollkopf { $head }.
seal-resume-needs-seal = diese Partie war versiegelt: setzen Sie sie mit --sealed fort
seal-resume-not-sealed = diese Partie war nicht versiegelt: eine Partie ist von Anfang an versiegelt, setzen Sie sie also ohne --sealed fort
seal-exec-denied = der versiegelte Tisch wollte { $program } starten, und der Kernel hat es verweigert: { $why }
seal-exec-allowed = der versiegelte Tisch hat { $program } gestartet: das Siegel hält nicht
verify-not-sealed = { $file }: diese Partie war nicht versiegelt, sie hat also keine Kette von Einträgen zu prüfen
verify-broken = { $file }: Eintrag { $record } passt nicht in die Kette: das Protokoll wurde nach dem Schreiben verändert
recorder-no-engine = diese Rekorder-Ausgabe spielt keine Engine: sie ist für gewertete Turniere gebaut
recorder-no-online = diese Rekorder-Ausgabe hat kein Online-Spiel: sie ist für gewertete Turniere gebaut

## usage: a command line that could not be read (clap's errors), said in the interface language.
# Every usage error, then where to look: `$error` is one of the usage-… sentences below.
usage-error = { $error } (siehe annabella --help)
# `$argument` (an option or a word) that the command does not take here.
usage-unexpected = { $argument } ist hier nicht vorgesehen
# The same, with the option or word meant most likely (`$suggestion`).
usage-unexpected-like = { $argument } ist hier nicht vorgesehen; vielleicht { $suggestion }
usage-unknown-command = { $command } ist kein Befehl von annabella
usage-unknown-command-like = { $command } ist kein Befehl von annabella; vielleicht { $suggestion }
# `$option` given without the value it takes.
usage-needs-value = { $option } braucht einen Wert
# `$option` given `$value`, which is none of `$choices` (a list).
usage-not-a-choice = { $option } { $value }: bitte eines von { $choices } angeben
# `$what`: the options or values that must be given (a list).
usage-missing = bitte { $what } angeben
usage-missing-command = bitte einen Befehl angeben
# `$option` and `$other` exclude each other.
usage-conflict = { $option } geht nicht zusammen mit { $other }
usage-not-text = ein Argument ist kein Text (UTF-8)
# A mistake of a kind no sentence here says: `$detail` in English (other languages leave it out).
usage-other = die Befehlszeile ist nicht lesbar
# Why a value was refused (the `$problem` of option-bad):
usage-not-a-number = bitte eine ganze Zahl angeben
# `$reason`: the reader's words in English (other languages leave them out).
usage-cannot-use = dieser Wert geht nicht
usage-give-between = bitte eine ganze Zahl von { $from } bis { $to } angeben
usage-give-width = bitte die Zeilenbreite in Zellen angeben, { $from } bis { $to }
usage-give-board = bitte das Brett als peg:PFAD angeben, z. B. peg:/dev/ttyACM0
usage-give-engine-time = bitte die Zeit der Engine je Zug in Sekunden angeben, 0,05 bis 600
usage-give-eboard = bitte das E-Brett als dgt:PFAD, millennium:PFAD, millennium-7o1:PFAD, millennium:ble, chessnut:ble, chessnut-move:ble (ein Chessnut Move, dessen Roboter die Züge setzt) oder chessnut:/dev/hidrawN (USB) angeben (ble:NAME oder ble:ADRESSE für ein bestimmtes Brett), z. B. millennium:/dev/ttyACM0
usage-not-a-side = bitte eine Seite angeben: white oder black
usage-not-a-role = bitte eine Rolle angeben: player, assistant, arbiter oder practice
# `$languages`: the tags of the languages annabella has (a list).
usage-not-a-language = keine Sprache von annabella: { $languages }
# A pawn's step to the last rank typed without the piece (`$input`): which piece, the voice's
# words for them in `$pieces` (a list joined with "or").
promotion-which = „{ $input }“: Umwandlung in { $pieces }?

# Training am Brett, wenn die Partie zu Ende ist
command-train = trainieren
table-train-not-over = das Training geht, wenn die Partie zu Ende ist
table-train-not-offered = an diesem Brett gibt es kein Training

# Nachspielen: ein Kommentar, länger als gesagt wird, ist abgeschnitten ($n Zeichen gesagt)
review-comment-cut = Kommentar nach { $n } Zeichen abgeschnitten
# Hilfe beim Nachspielen, wenn das Brett von hier aus Training anbietet
review-usage-train = beim Nachspielen: Enter oder vor, zurück, gehe 12, gehe 12 schwarz, anfang, schluss, variante, raus, kommentar, trainieren, oder eine Frage wie brett
# Said once to the owner of an e-board whose battery runs low ($percent left); the game goes on.
board-battery-low = der Akku Ihres Bretts ist fast leer, noch { $percent } Prozent: schließen Sie es an; die Partie geht weiter
# `annabella boards`: a `$kind` board (a maker's name) on USB at the hidraw node `$path`; `$eboard` the --eboard that reaches it.
boards-usb-found = { $kind }-Brett über USB, an { $path }: spielen mit --eboard { $eboard }
# A line `$line` of the pronunciation list `$file` is wrong: `$problem` says what.
pronunciation-list-error = Aussprecheliste { $file }: Zeile { $line }: { $problem }
pronunciation-not-folded = „{ $word }“ ist kein gefaltetes Wort (nur Kleinbuchstaben a bis z und Ziffern)
pronunciation-unknown-phone = „{ $phone }“ ist kein Laut des englischen Modells
pronunciation-no-phones = „{ $word }“ hat keine Laute
# The same pronunciation of `$word` was given on line `$first` already.
pronunciation-same-again = „{ $word }“ hat diese Aussprache schon, in Zeile { $first }
# A word `$word` the voice `$voice` says has no pronunciation in its list.
pronunciation-missing = Stimme { $voice }: das Wort „{ $word }“ hat keine Aussprache in ihrer listen.dict

# The file is not TOML; `$detail` is the TOML reader's own words, in English (other languages
# leave it out: the place before it says where).
file-not-toml = das ist kein TOML
# A settings file is TOML, but a key is unknown or its value of the wrong kind; `$detail` as above.
settings-not-a-setting = keine solche Einstellung, oder ein Wert der falschen Art
# A voice pack is TOML, but a key is unknown, missing or of the wrong kind; `$detail` as above.
pack-wrong-shape = ein Schlüssel ist unbekannt, fehlt oder hat die falsche Art für ein Stimmpaket
# A setting or a voice pack's word holds a control character `$code` (U+001B).
file-control-character = enthält das Steuerzeichen { $code }, das weder gezeigt noch gesprochen werden kann: schreiben Sie einfachen Text
# `ui_language` is `$language`, which is none of `$languages` (auto, en, fr, …).
settings-unknown-language = „{ $language }“ ist keine Sprache von annabella: { $languages }
# The pronunciation list `$file` is not UTF-8 from byte `$byte` on.
pronunciation-list-not-utf8 = Aussprecheliste { $file }: kein UTF-8-Text (Byte { $byte })
# A pronunciation list that cannot be read: `$problem` names the file and says why.
pronunciation-list-unreadable = Aussprecheliste: { $problem }
# Esc after the question to leave (issue 34): the question is dropped, the player stays.
screen-quit-cancelled = Sie bleiben am Tisch
# Companions (issue 34): a part of annabella that runs as a program of its own. `$part` is one of
# the companion-part-… messages.
companion-part-listening = Zuhören (pocketsphinx)
companion-part-braille = Braillezeile (BRLTTY)
companion-part-speech = Sprachausgabe des Systems (speech-dispatcher)
companion-part-sound = Soundkarte und Mikrofon (ALSA)
companion-part-broker = Broker des Saals (rumqttd)
companion-part-bluetooth = Bluetooth-Bretter (BlueZ)
companion-not-installed = { $part }: das Programm { $program } ist nicht installiert (gesucht in { $places })
companion-cannot-start = { $part }: das Programm { $program } lässt sich nicht starten: { $why }
companion-ended = { $part }: das Programm wurde beendet
companion-garbled = { $part }: das Programm hat Unverständliches geschickt und wurde beendet
companion-silent = { $part }: das Programm hat nicht innerhalb { $seconds ->
        [one] einer Sekunde
       *[other] von { $seconds } Sekunden
    } geantwortet und wurde beendet
