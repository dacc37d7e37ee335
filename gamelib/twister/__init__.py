"""Twister Sit'n'Go: a three-player No-Limit Hold'em tournament with a prize wheel.

``engine`` plays one hand exactly; ``pots`` splits the chips; ``schedule`` and ``wheel``
hold the tournament's data; ``tournament`` runs a Sit'n'Go around the engine; ``bots``
are the computer opponents; ``phh`` reads and writes the Poker Hand History format.
"""
