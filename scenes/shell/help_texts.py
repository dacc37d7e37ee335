"""HELP texts: each game's rules and pay tables, in English and Italian, from the spec files.

Format understood by the Help page: "# " starts a heading, "a | b" is a pay-table row,
anything else is a paragraph.
"""

from __future__ import annotations

from gamelib.i18n import register

EN = {
    "help.section.general": """# Feltside
Five poker games against the house and a Sit'n'Go, with play money only. Your balance starts at € 1,000.00; the CASHIER adds more for free.
# Placing bets
Choose a chip (keys 1, 2, 3 …; only chips your balance covers are lit), then click a bet spot. Each click adds the chip, up to the spot's maximum ("LIMIT REACHED"). Side bets need their main bet first.
DOUBLE doubles every bet, only if the balance covers all of them. REBET repeats the last round's bets before the first chip. UNDO removes the last chip; hold it to clear every bet.
Bets leave your balance only when the cards are dealt.
# Pace
Own pace: press DEAL when ready; decisions wait for you. Live pace: a traffic light opens the betting window (green, then yellow) and closes it (red); each decision has a countdown, and when it runs out the game's default is taken.
# Fair deals
Every round's deck comes from a fresh random seed. Its SHA-256 hash is on record before the deal, and the seed is revealed in HISTORY afterwards: python main.py verify ROUND_ID replays the round and checks every card and payout.
# If something goes wrong
A round stopped by an error is voided and its bets returned. If the app closes mid-round, the round is voided and refunded at the next start. Leaving a table returns bets not yet dealt; a dealt round is finished with the default decisions.
# Hotkeys
1, 2, 3 … | select a chip
Space | rebet; again: double
Ctrl+Z / Cmd+Z, Delete | undo the last chip
Delete held 3 s | remove all bets
Enter | deal
Esc | leave full screen / close a pop-up / lobby
F11 | full screen""",
    "help.section.texas-holdem-bonus": """# Texas Hold'em Bonus Poker
You play against the dealer, not other players. One deck, shuffled every round.
Bet ANTE (required); optional BONUS and FIRST 5 JACKPOT (€ 1.00) need the ANTE. You get two cards face up, the dealer two face down.
Before the flop: FOLD (ANTE lost) or PLAY 2x (2 × ANTE on FLOP). On the flop: PLAY 1x on TURN or CHECK. On the turn: PLAY 1x on RIVER or CHECK. Then the dealer shows and the best five of seven win.
Timeouts: pre-flop FOLD, flop CHECK, turn CHECK.
# Main game
You win with a straight or better | ANTE, FLOP, TURN, RIVER pay 1:1
You win below a straight | ANTE pushes, others 1:1
Dealer wins | all lose
Tie | all push
# BONUS (your two cards)
A-A, you and the dealer | 1000 to 1
A-A | 30 to 1
A-K suited | 25 to 1
A-Q or A-J suited | 20 to 1
A-K offsuit | 15 to 1
K-K, Q-Q, J-J | 10 to 1
A-Q or A-J offsuit | 5 to 1
10-10 down to 2-2 | 3 to 1
# FIRST 5 JACKPOT (your two cards + the flop)
Royal flush | 100 % of the progressive jackpot
Straight flush | € 2,500
Four of a kind | € 250
Full house | € 50
Flush | € 25
Straight | € 10
Three of a kind | € 3""",
    "help.section.casino-holdem": """# 2 Hand Casino Hold'em
Play one or two hands against the same dealer and board. Each hand has its ANTE (required for that hand to play), an optional BONUS and a PLAY bet.
Each hand gets two cards, the dealer two face down, then the flop. For each hand: PLAY (2 × ANTE) or FOLD (ANTE lost; its BONUS still stands). Then turn, river, and the dealer shows. Timeout: FOLD ("AUTO-FOLDED").
The dealer qualifies with a pair of 4s or better.
Dealer does not qualify | ANTE pays by the table, PLAY pushes
You win | ANTE by the table, PLAY 1:1
Dealer wins | ANTE and PLAY lose
Tie | push
# ANTE pays
Royal flush | 100 to 1
Straight flush | 20 to 1
Four of a kind | 10 to 1
Full house | 3 to 1
Flush | 2 to 1
Straight or lower | 1 to 1
# AA BONUS (the hand's first five cards)
Royal flush | 100 to 1
Straight flush | 50 to 1
Four of a kind | 40 to 1
Full house | 30 to 1
Flush | 20 to 1
Straight, three of a kind, two pair, pair of aces | 7 to 1""",
    "help.section.heads-up-holdem": """# Heads Up Hold'em
ANTE and ODDS are required and always equal. Optional TRIPS PLUS and POCKET BONUS.
Before the flop: RAISE 3x or CHECK. On the flop: RAISE 2x or CHECK. With all five cards shown: RAISE 1x or FOLD. After a raise all cards turn and the hands are settled. Timeouts: CHECK, CHECK, FOLD.
The dealer qualifies with a pair or better. ANTE: 1:1 if the dealer qualifies and you win, else push (lost if the dealer wins). RAISE: 1:1 if you win, push on a tie.
# ODDS when you win
Royal flush | 500 to 1
Straight flush | 50 to 1
Four of a kind | 10 to 1
Full house | 3 to 1
Flush | 3 to 2
Straight | 1 to 1
Lower | push
# BAD BEAT: ODDS when a straight or better loses
Straight flush | 500 to 1
Four of a kind | 50 to 1
Full house | 10 to 1
Flush | 8 to 1
Straight | 5 to 1
# TRIPS PLUS
Royal flush | 100 to 1
Straight flush | 40 to 1
Four of a kind | 30 to 1
Full house | 8 to 1
Flush | 7 to 1
Straight | 4 to 1
Three of a kind | 3 to 1
# POCKET BONUS
Pair of aces | 30 to 1
A-K, A-Q, A-J suited | 20 to 1
A-K, A-Q, A-J offsuit | 10 to 1
Any other pair | 5 to 1""",
    "help.section.video-poker": """# Video Poker, 1 to 100 hands
Five cards are dealt; hold any of them (click or keys 1–5); DRAW replaces the rest. Every hand pays its highest line of the chosen pay table.
Play up to 100 hands at once: all start from the same five cards and holds, and each draws from its own deck.
VALUE is the bet per hand; HANDS is set with +1, +10, MAX; TOTAL BET = VALUE × HANDS.
# Jacks or Better (pays for 1)
Royal flush | 800
Straight flush | 50
Four of a kind | 25
Full house | 9
Flush | 6
Straight | 4
Three of a kind | 3
Two pair | 2
Jacks or better | 1
Other pay tables (Tens or Better, Deuces Wild and more) are shown at the table with CHANGE.""",
    "help.section.twister": """# Twister Sit'n'Go
A three-player turbo No-Limit Hold'em tournament: you against two computer players. Buy-in € 1, 2, 5 or 10; up to 6 tournaments at once.
Before the first hand a wheel reveals the prize pool, drawn when the tournament starts.
2x | 15,186 in 20,000
4x | 3,025 in 20,000
6x | 1,600 in 20,000
10x | 160 in 20,000
20x | 20 in 20,000
50x | 5 in 20,000
100x | 2 in 20,000
200x | 1 in 20,000
1,000x | 1 in 20,000
The winner takes the pool; a pool of € 1,000 or more pays 80 % / 10 % / 10 %.""",
}

IT = {
    "help.section.general": """# Feltside
Cinque giochi di poker contro il banco e un Sit'n'Go, solo con denaro virtuale. Il saldo parte da € 1.000,00; la CASSA ne aggiunge gratis.
# Puntare
Scegli una fiche (tasti 1, 2, 3 …; si accendono solo le fiche coperte dal saldo), poi fai clic su una casella. Ogni clic aggiunge la fiche fino al massimo della casella ("LIMITE RAGGIUNTO"). Le puntate laterali richiedono prima la puntata principale.
RADDOPPIA raddoppia tutte le puntate, solo se il saldo le copre tutte. RIPUNTA ripete le puntate della mano precedente prima della prima fiche. ANNULLA toglie l'ultima fiche; tenuto premuto toglie tutto.
Le puntate escono dal saldo solo quando si distribuiscono le carte.
# Ritmo
Il mio ritmo: premi DAI CARTE quando vuoi; le scelte ti aspettano. Ritmo live: un semaforo apre le puntate (verde, poi giallo) e le chiude (rosso); ogni scelta ha un conto alla rovescia e allo scadere si applica la scelta predefinita del gioco.
# Mani verificabili
Ogni mazzo nasce da un seme casuale nuovo. Il suo hash SHA-256 è registrato prima della distribuzione e il seme è rivelato nello STORICO: python main.py verify ID_MANO rigioca la mano e controlla ogni carta e pagamento.
# Se qualcosa va storto
Una mano interrotta da un errore è annullata e le puntate restituite. Se il programma si chiude durante una mano, al riavvio la mano è annullata e rimborsata. Lasciando un tavolo le puntate non giocate tornano nel saldo; una mano già distribuita si conclude con le scelte predefinite.
# Tasti rapidi
1, 2, 3 … | scegli una fiche
Spazio | ripunta; di nuovo: raddoppia
Ctrl+Z / Cmd+Z, Canc | annulla l'ultima fiche
Canc tenuto 3 s | togli tutte le puntate
Invio | dai carte
Esc | esci dallo schermo intero / chiudi una finestra / lobby
F11 | schermo intero""",
    "help.section.texas-holdem-bonus": """# Texas Hold'em Bonus Poker
Giochi contro il banco, non contro altri giocatori. Un mazzo, mescolato a ogni mano.
Punta l'ANTE (obbligatorio); BONUS e FIRST 5 JACKPOT (€ 1,00) sono facoltativi e richiedono l'ANTE. Ricevi due carte scoperte, il banco due coperte.
Prima del flop: LASCIA (ANTE persa) o GIOCA 2x (2 × ANTE sul FLOP). Al flop: GIOCA 1x sul TURN o PASSA. Al turn: GIOCA 1x sul RIVER o PASSA. Poi il banco scopre le carte e vince la migliore mano di cinque su sette.
Tempo scaduto: prima del flop LASCIA, al flop PASSA, al turn PASSA.
# Gioco principale
Vinci con scala o meglio | ANTE, FLOP, TURN, RIVER pagano 1:1
Vinci con meno di una scala | ANTE pareggia, le altre 1:1
Vince il banco | tutte perse
Pareggio | tutte restituite
# BONUS (le tue due carte)
A-A, tu e il banco | 1000 a 1
A-A | 30 a 1
A-K dello stesso seme | 25 a 1
A-Q o A-J dello stesso seme | 20 a 1
A-K di semi diversi | 15 a 1
K-K, Q-Q, J-J | 10 a 1
A-Q o A-J di semi diversi | 5 a 1
da 10-10 a 2-2 | 3 a 1
# FIRST 5 JACKPOT (le tue due carte + il flop)
Scala reale | 100 % del jackpot progressivo
Scala colore | € 2.500
Poker | € 250
Full | € 50
Colore | € 25
Scala | € 10
Tris | € 3""",
    "help.section.casino-holdem": """# Casino Hold'em a 2 mani
Gioca una o due mani contro lo stesso banco e le stesse carte comuni. Ogni mano ha la sua ANTE (obbligatoria perché la mano giochi), un BONUS facoltativo e la puntata GIOCA.
Ogni mano riceve due carte, il banco due coperte, poi il flop. Per ogni mano: GIOCA (2 × ANTE) o LASCIA (ANTE persa; il BONUS resta valido). Poi turn, river e il banco scopre. Tempo scaduto: LASCIA ("LASCIATA IN AUTOMATICO").
Il banco si qualifica con una coppia di 4 o meglio.
Banco non qualificato | ANTE pagata da tabella, GIOCA restituita
Vinci tu | ANTE da tabella, GIOCA 1:1
Vince il banco | ANTE e GIOCA perse
Pareggio | restituite
# Pagamenti ANTE
Scala reale | 100 a 1
Scala colore | 20 a 1
Poker | 10 a 1
Full | 3 a 1
Colore | 2 a 1
Scala o meno | 1 a 1
# BONUS AA (le prime cinque carte della mano)
Scala reale | 100 a 1
Scala colore | 50 a 1
Poker | 40 a 1
Full | 30 a 1
Colore | 20 a 1
Scala, tris, doppia coppia, coppia d'assi | 7 a 1""",
    "help.section.heads-up-holdem": """# Heads Up Hold'em
ANTE e ODDS sono obbligatorie e sempre uguali. TRIPS PLUS e POCKET BONUS sono facoltative.
Prima del flop: RILANCIA 3x o VEDI. Al flop: RILANCIA 2x o VEDI. Con tutte e cinque le carte scoperte: RILANCIA 1x o PASSA. Dopo un rilancio si scoprono tutte le carte e si paga. Tempo scaduto: VEDI, VEDI, PASSA.
Il banco si qualifica con una coppia o meglio. ANTE: 1:1 se il banco è qualificato e vinci tu, altrimenti restituita (persa se vince il banco). RILANCIO: 1:1 se vinci, restituito in caso di pareggio.
# ODDS quando vinci
Scala reale | 500 a 1
Scala colore | 50 a 1
Poker | 10 a 1
Full | 3 a 1
Colore | 3 a 2
Scala | 1 a 1
Meno | restituita
# BAD BEAT: ODDS quando una scala o meglio perde
Scala colore | 500 a 1
Poker | 50 a 1
Full | 10 a 1
Colore | 8 a 1
Scala | 5 a 1
# TRIPS PLUS
Scala reale | 100 a 1
Scala colore | 40 a 1
Poker | 30 a 1
Full | 8 a 1
Colore | 7 a 1
Scala | 4 a 1
Tris | 3 a 1
# POCKET BONUS
Coppia d'assi | 30 a 1
A-K, A-Q, A-J dello stesso seme | 20 a 1
A-K, A-Q, A-J di semi diversi | 10 a 1
Qualsiasi altra coppia | 5 a 1""",
    "help.section.video-poker": """# Video Poker, da 1 a 100 mani
Ricevi cinque carte; TIENI quelle che vuoi (clic o tasti 1–5); CAMBIA sostituisce le altre. Ogni mano paga la sua combinazione più alta nella tabella scelta.
Fino a 100 mani insieme: partono tutte dalle stesse cinque carte e dalle stesse carte tenute, e ognuna pesca dal proprio mazzo.
VALORE è la puntata per mano; MANI si imposta con +1, +10, MAX; PUNTATA TOTALE = VALORE × MANI.
# Jacks or Better (paga per 1)
Scala reale | 800
Scala colore | 50
Poker | 25
Full | 9
Colore | 6
Scala | 4
Tris | 3
Doppia coppia | 2
Coppia di J o meglio | 1
Le altre tabelle (Tens or Better, Deuces Wild e altre) sono al tavolo con CAMBIA TABELLA.""",
    "help.section.twister": """# Twister Sit'n'Go
Un torneo turbo di No-Limit Hold'em a tre giocatori: tu contro due giocatori del computer. Buy-in € 1, 2, 5 o 10; fino a 6 tornei insieme.
Prima della prima mano una ruota rivela il montepremi, estratto all'inizio del torneo.
2x | 15.186 su 20.000
4x | 3.025 su 20.000
6x | 1.600 su 20.000
10x | 160 su 20.000
20x | 20 su 20.000
50x | 5 su 20.000
100x | 2 su 20.000
200x | 1 su 20.000
1.000x | 1 su 20.000
Il vincitore prende il montepremi; con € 1.000 o più si paga 80 % / 10 % / 10 %.""",
}

register({"en": EN, "it": IT})
