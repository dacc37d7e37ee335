"""What a scene may ask of the running app: typed Protocols instead of ``app: Any``.

``scenes.app.App`` satisfies all of them; a test may pass any object with the same parts.
Ask for the narrowest one that fits:

- :class:`Texts` — words and money in the player's language (``tr``, ``money``, ``lang``);
  enough for a helper that only labels things.
- :class:`Notices` — texts plus the app's voice: a sound, a toast, an error, a dialog.
- :class:`AppContext` — everything a screen needs: settings, the wallet, responsible
  gaming, the scene stack and navigation, the tables kept open.

Screenshot and demo tooling (``scenes/showcase``) drives the concrete ``App`` instead
(``step``, ``frame_image``): a scene never steps the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from gamelib.ledger import Wallet
    from gamelib.responsible import ResponsibleGaming
    from gamelib.settings import Settings
    from scenes.ui.dialog import MessageDialog
    from scenes.ui.manager import Scene, SceneManager
    from scenes.ui.navigation import Navigation


class Texts(Protocol):
    """Words and amounts in the player's language."""

    @property
    def lang(self) -> str: ...

    def tr(self, key: str, **params: Any) -> str:
        """The text of ``key`` in the player's language, filled with ``params``."""
        ...

    def money(self, cents: int) -> str:
        """An amount of integer cents as the player reads it (``$1,250.00``)."""
        ...


class Notices(Texts, Protocol):
    """Texts plus the ways the app speaks to the player."""

    def sound(self, name: str, loud: float = 1.0) -> None:
        """Play a game sound at the player's volume (nothing when muted)."""
        ...

    def toast(self, message: str, tone: str = "error") -> None:
        """A one-line message at the top that fades after a few seconds."""
        ...

    def show_error(self, exc: BaseException) -> None:
        """An expected error (a refused bet, a voided round) as one translated sentence."""
        ...

    def dialog(self, title: str, body: str, tone: str = "info") -> MessageDialog:
        """A modal message over the current scene."""
        ...


class OpenTable(Protocol):
    """A table kept open while the player is elsewhere (a house game or Twister)."""

    @property
    def game_id(self) -> str: ...

    def leave_table(self, pop: bool = True) -> None:
        """Leave the table: undealt bets come back, a dealt round finishes with the defaults."""
        ...

    def language_changed(self) -> None:
        """The language switched: drop cached texts."""
        ...


class AppContext(Notices, Protocol):
    """The running app as a scene sees it."""

    @property
    def settings(self) -> Settings: ...

    @property
    def wallet(self) -> Wallet: ...

    @property
    def rg(self) -> ResponsibleGaming:
        """Responsible gaming: breaks, session limits, reality checks."""
        ...

    @property
    def manager(self) -> SceneManager: ...

    @property
    def navigation(self) -> Navigation:
        """Open a page by name (``scenes.ui.navigation``) without importing it."""
        ...

    @property
    def open_tables(self) -> list[OpenTable]:
        """The tables kept open (the lobby adds, a table removes itself on leaving)."""
        ...

    @property
    def data_dir(self) -> Path: ...

    @property
    def log_file(self) -> Path: ...

    def update_settings(self, **changes: Any) -> Settings:
        """Change settings (checked by gamelib), save them at once, apply what shows."""
        ...

    def betting_block(self) -> str | None:
        """Why betting is blocked right now (a break, a session limit), or None."""
        ...

    def lobby(self) -> Scene:
        """The lobby scene (put at the bottom of the stack if it is not there)."""
        ...

    def open_lobby(self) -> None:
        """Pop back to the lobby; open tables stay open."""
        ...

    def open_scene(self, scene: Scene, transition: str | None = "reveal") -> None: ...

    def report_crash(self, scene: Scene | None, exc: BaseException) -> None:
        """Log a scene's crash, remove the scene, tell the player."""
        ...

    def quit(self, code: int = 0) -> None: ...
