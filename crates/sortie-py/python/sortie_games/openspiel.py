"""The three games registered with OpenSpiel (``import sortie_games.openspiel``):
``python_sortie_airstrategic``, ``python_sortie_topgun`` and ``python_sortie_sentando``,
where the sealed orders are simultaneous nodes, and the same games in turns
(``python_sortie_topgun_turns``...), where the seats that owe a sealed order give it in seat
order, each hidden from the others by the views: a sequential game with imperfect
information, for algorithms that want one (ISMCTS). Their parameter ``config`` is a JSON
object of config fields (as ``sortie_games.Game`` takes it). Chance is explicit: the dice and draws are chance nodes whose ``chance_outcomes()`` are the
engine's exact probabilities (the config's external chance is switched on).

>>> import pyspiel, sortie_games.openspiel
>>> game = pyspiel.load_game("python_sortie_topgun")
>>> state = game.new_initial_state()
>>> state.is_simultaneous_node()
True
"""

import hashlib
import json

import numpy as np
import pyspiel

from . import make_game

__all__ = ["GAMES", "SortieGame", "SortieState", "SortieObserver"]

#: The config field that makes each game's chance external, so OpenSpiel sees its nodes.
EXTERNAL = {"airstrategic": None, "topgun": "external_chance", "sentando": "external_dice"}

#: Whether a seat may hold what another may not see (hands, sealed orders).
SECRETS = {"airstrategic": False, "topgun": True, "sentando": True}

_DEFAULTS = {"config": "{}"}

GAMES = {}


def _game_type(name, players, turn_based):
    """The type of ``name`` with ``players`` (least, most) seats, simultaneous or in turns."""
    dynamics = pyspiel.GameType.Dynamics
    chance = pyspiel.GameType.ChanceMode
    info = pyspiel.GameType.Information
    return pyspiel.GameType(
        short_name=f"python_sortie_{name}" + ("_turns" if turn_based else ""),
        long_name=f"Python sortie {name}" + (" in turns" if turn_based else ""),
        dynamics=dynamics.SEQUENTIAL if turn_based else dynamics.SIMULTANEOUS,
        chance_mode=chance.EXPLICIT_STOCHASTIC if EXTERNAL[name] else chance.DETERMINISTIC,
        information=info.IMPERFECT_INFORMATION if SECRETS[name] else info.PERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM
            if players == (2, 2)
            else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_DEFAULTS,
    )


def _engine(name, params):
    config = json.loads(params.get("config", "{}") or "{}")
    if EXTERNAL[name]:
        config.setdefault(EXTERNAL[name], True)
    return make_game(name, config)


class SortieGame(pyspiel.Game):
    """One of the games under one config, as OpenSpiel's ``Game``."""

    def __init__(self, params=None, name="airstrategic", turn_based=False):
        params = dict(_DEFAULTS, **(params or {}))
        self.engine = _engine(name, params)
        self.turn_based = turn_based
        n = self.engine.num_players
        kind = GAMES[name][turn_based]
        info = pyspiel.GameInfo(
            num_distinct_actions=self.engine.num_distinct_actions,
            max_chance_outcomes=self.engine.num_chance_outcomes,
            num_players=n,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if kind.utility == pyspiel.GameType.Utility.ZERO_SUM else None,
            max_game_length=int(min(self.engine.max_game_length, 2**31 - 1)),
        )
        super().__init__(kind, info, params)

    def new_initial_state(self):
        return SortieState(self, self.engine.new_state(0))

    def make_py_observer(self, iig_obs_type=None, params=None):
        return SortieObserver(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class SortieState(pyspiel.State):
    """A position, as OpenSpiel's ``State``; ``inner`` is the engine's ``sortie_games.State``."""

    def __init__(self, game, inner, trail=None):
        super().__init__(game)
        # Only plain, picklable attributes: OpenSpiel serializes a Python state's __dict__.
        self._turn_based = game.turn_based
        self.inner = inner
        n = game.engine.num_players
        self._trail = [list(t) for t in trail] if trail else [[] for _ in range(n)]
        if trail is None:
            self._remember()

    def _remember(self):
        """Appends each seat's view to its trail when it changed: the seat's perfect recall."""
        for p, trail in enumerate(self._trail):
            digest = hashlib.blake2b(self.inner.information_state(p).encode(), digest_size=12).hexdigest()
            if not trail or trail[-1] != digest:
                trail.append(digest)

    def current_player(self):
        if self.inner.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        if self.inner.is_chance():
            return pyspiel.PlayerId.CHANCE
        acting = self.inner.current_players()
        if self.inner.is_simultaneous() and not self._turn_based:
            return pyspiel.PlayerId.SIMULTANEOUS
        return acting[0]

    def _legal_actions(self, player):
        if player == pyspiel.PlayerId.CHANCE or player < 0:
            return self.inner.legal_actions(None)
        if self.inner.is_terminal():
            return []
        if self._turn_based and player not in self.inner.current_players():
            return []
        return self.inner.legal_actions(player)

    def chance_outcomes(self):
        return self.inner.chance_outcomes()

    def _apply_action(self, action):
        if self.inner.is_chance():
            self.inner.apply(None, int(action))
        else:
            self.inner.apply(self.current_player(), int(action))
        self._remember()

    def _apply_actions(self, actions):
        self.inner.apply_joint([int(a) for a in actions])
        self._remember()

    def _action_to_string(self, player, action):
        return self.inner.action_to_string(int(action), chance=player == pyspiel.PlayerId.CHANCE)

    def is_terminal(self):
        return self.inner.is_terminal()

    def returns(self):
        return self.inner.returns()

    def information_state_string(self, player=None):
        return " ".join(self._trail[self.current_player() if player is None else player])

    def observation_string(self, player=None):
        return self.inner.information_state(self.current_player() if player is None else player)

    def resample_from_infostate(self, player_id, probability_sampler=None):
        """A state ``player_id`` cannot tell from this one, drawn by the engine's
        ``determinize`` (its view kept, the others' hidden cards and orders redrawn), seeded
        from ``probability_sampler`` (a callable giving floats in [0, 1)) when given."""
        if probability_sampler is not None:
            seed = int(probability_sampler() * 2**53)
        else:
            seed = int(np.random.default_rng().integers(0, 2**63))
        return SortieState(self.get_game(), self.inner.determinize(player_id, seed), self._trail)

    def clone(self):
        return SortieState(self.get_game(), self.inner.clone(), self._trail)

    def __deepcopy__(self, memo):
        return self.clone()

    def __str__(self):
        return self.inner.render_text()


class SortieObserver:
    """Tensors and strings for one seat: from its view (private info of a single player) or
    from what every seat may know (no private info). Perfect recall strings are the trail of
    the seat's views; tensors are the view's, whatever the recall."""

    def __init__(self, game, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type.private_info == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("an observer of every player's private information is not supported")
        self._public_only = iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE
        self._recall = iig_obs_type.perfect_recall
        shape = tuple(game.engine.observation_shape)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state, player):
        seat = None if self._public_only else player
        self.tensor[:] = state.inner.observation(seat).reshape(-1)

    def string_from(self, state, player):
        if self._public_only:
            return state.inner.public_state()
        if self._recall:
            return state.information_state_string(player)
        return state.inner.information_state(player)


def _register(name):
    seats = (2, 6) if name == "sentando" else (2, 2)
    GAMES[name] = {}
    for turn_based in (False, True):
        kind = _game_type(name, seats, turn_based)
        GAMES[name][turn_based] = kind

        def __init__(self, params=None, _name=name, _turn_based=turn_based):
            SortieGame.__init__(self, params, _name, _turn_based)

        # A class per game, not a closure: OpenSpiel keeps what it is given until its own
        # exit, and a class outlives the interpreter's teardown where a closure does not.
        cls = type(f"SortieGame_{kind.short_name}", (SortieGame,), {"__init__": __init__})
        CLASSES[kind.short_name] = cls
        pyspiel.register_game(kind, cls)


#: The registered game classes, by short name.
CLASSES = {}

for _name in EXTERNAL:
    _register(_name)
