"""Feltside's screens: pygame only. Scenes read gamelib state and animate its events.

Nothing here decides a rule; see scenes/README.md for how a game table plugs in.
"""
