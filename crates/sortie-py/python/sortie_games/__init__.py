"""Top Gun Strategy Game, Sentando a Pua and AirStrategic at Rust speed.

``Game`` and ``State`` are the engines themselves (action indices, masks, observation
tensors, exact chance outcomes, seat views); ``VectorEnv`` steps N games per call.
``sortie_games.pettingzoo`` has PettingZoo environments and ``sortie_games.openspiel``
registers OpenSpiel games; both load their framework only when imported.

>>> import sortie_games
>>> game = sortie_games.Game("airstrategic")
>>> state = game.new_state(seed=1)
>>> state.current_players()
[0]
"""

import json as _json

from ._sortie import GAMES, Game, State, VectorEnv

__all__ = ["GAMES", "Game", "State", "VectorEnv", "make_game", "config_json"]


def config_json(config):
    """A config given as a dict (or JSON text, or None) as the JSON text the engines take."""
    if config is None:
        return None
    if isinstance(config, str):
        return config
    return _json.dumps(config)


def make_game(name, config=None):
    """``Game(name, config)`` with ``config`` a dict of config fields (or JSON text)."""
    return Game(name, config_json(config))
