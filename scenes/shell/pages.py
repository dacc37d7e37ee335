"""The shell's pages by name (``scenes.ui.navigation``): registered when the app starts, each
imported the first time it opens, so a table or a game screen opens a page without importing
it and the lobby's first frame loads none of them."""

from __future__ import annotations

from scenes.ui.navigation import Navigation

#: name -> "module:Class"; a page is made as ``Class(app, *args)``.
PAGES = {
    "history": "scenes.shell.history:HistoryScene",
    "round-detail": "scenes.shell.history:RoundDetailScene",
    "settings": "scenes.shell.settings:SettingsScene",
    "cashier": "scenes.shell.cashier:CashierScene",
    "responsible": "scenes.shell.responsible:ResponsibleScene",
    "help": "scenes.shell.help:HelpScene",
    "multi-table": "scenes.shell.multi_table:MultiTableScene",
}


def register_pages(navigation: Navigation) -> None:
    for name, page in PAGES.items():
        navigation.register(name, page)
