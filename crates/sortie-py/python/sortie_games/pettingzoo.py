"""PettingZoo environments of the three games: ``aec_env`` (agents in turn, a simultaneous
node's sealed orders one after another, hidden from each other by the views) and
``parallel_env`` (every live agent each step; agents that do not act give ``wait``).

Observations are dicts: ``observation``, the seat's tensor (built from its view only), and
``action_mask``, an int8 mask of ``num_distinct_actions``. Chance (external dice) is played by
the env from its seeded generator with the engine's exact probabilities. Rewards are +1 to
the winners and -1 to the others at the end (0 to everyone in a draw).

An illegal action raises ``ValueError`` and changes nothing; with ``illegal="lose"`` it ends
the game instead, -1 to the agent that played it and 0 to the others (PettingZoo's
``TerminateIllegalWrapper`` rule), for loops that sample actions without the mask.

>>> from sortie_games.pettingzoo import aec_env
>>> env = aec_env("topgun")
>>> env.reset(seed=3)
>>> env.agent_selection
'player_0'
"""

import gymnasium
import numpy as np
from gymnasium.spaces import Box, Dict, Discrete
from pettingzoo import AECEnv, ParallelEnv

from . import make_game
from ._chance import engine_seed, settle

__all__ = ["SortieAECEnv", "SortieParallelEnv", "aec_env", "parallel_env"]

RENDER_MODES = ["ansi", "svg", "human"]


class _Seats:
    """What both environments share: the game, its spaces, the state and rendering."""

    def _setup(self, game, config, render_mode, illegal):
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode {render_mode!r}: one of {RENDER_MODES}")
        if illegal not in ("raise", "lose"):
            raise ValueError(f"illegal={illegal!r}: 'raise' or 'lose'")
        self._illegal = illegal
        self.game = make_game(game, config)
        self.render_mode = render_mode
        n = self.game.num_players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        shape = tuple(self.game.observation_shape)
        width = self.game.num_distinct_actions
        self._observation_spaces = {
            a: Dict(
                {
                    "observation": Box(0.0, np.finfo(np.float32).max, shape, np.float32),
                    "action_mask": Box(0, 1, (width,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._action_spaces = {a: Discrete(width) for a in self.possible_agents}
        self.state = None

    # The same space object every time, as PettingZoo wants.
    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def _start(self, seed):
        self._rng = np.random.default_rng(seed)
        self.state = self.game.new_state(engine_seed(seed, self._rng))
        self._forfeit = None
        settle(self.state, self._rng)

    def _observe(self, seat):
        return {
            "observation": self.state.observation(seat),
            "action_mask": self.state.legal_mask(seat),
        }

    def _returns(self):
        if self._forfeit is not None:
            return {a: (-1.0 if a == self._forfeit else 0.0) for a in self.possible_agents}
        return {a: float(r) for a, r in zip(self.possible_agents, self.state.returns())}

    def _offends(self, agent, action):
        """Whether ``agent``'s ``action`` is illegal and forfeits (with ``illegal="lose"``)."""
        if self._illegal == "lose" and int(action) not in self.state.legal_actions(self._seat[agent]):
            self._forfeit = agent
            return True
        return False

    def _over(self):
        return self._forfeit is not None or self.state.is_terminal()

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: nothing to draw")
            return None
        if self.state is None:
            return None
        if self.render_mode == "svg":
            return self.state.render_svg()
        text = self.state.render_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


class SortieAECEnv(_Seats, AECEnv):
    """A game as an AEC environment: one agent at a time."""

    metadata = {"render_modes": RENDER_MODES, "name": "sortie_v0", "is_parallelizable": True}

    def __init__(self, game="airstrategic", config=None, render_mode=None, illegal="raise"):
        super().__init__()
        self._setup(game, config, render_mode, illegal)
        self.metadata = dict(self.metadata, name=f"sortie_{self.game.name}_v0")

    def reset(self, seed=None, options=None):
        self._start(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._selected()

    def _selected(self):
        acting = [] if self._forfeit is not None else self.state.current_players()
        if acting:
            return self.possible_agents[acting[0]]
        return self.agents[0] if self.agents else None

    def observe(self, agent):
        return self._observe(self._seat[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        if not self._offends(agent, action):
            self.state.apply(self._seat[agent], int(action))
            settle(self.state, self._rng)
        if self._over():
            self.rewards = self._returns()
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
        self.agent_selection = self._selected()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()


class SortieParallelEnv(_Seats, ParallelEnv):
    """A game as a parallel environment: every live agent acts each step (``wait`` when its
    seat does not act), so a simultaneous node's sealed orders come in one step."""

    metadata = {"render_modes": RENDER_MODES, "name": "sortie_v0"}

    def __init__(self, game="airstrategic", config=None, render_mode=None, illegal="raise"):
        self._setup(game, config, render_mode, illegal)
        self.metadata = dict(self.metadata, name=f"sortie_{self.game.name}_v0")
        self.agents = []

    def reset(self, seed=None, options=None):
        self._start(seed)
        self.agents = self.possible_agents[:]
        return self._observations(), {a: {} for a in self.agents}

    def _observations(self):
        return {a: self._observe(self._seat[a]) for a in self.agents}

    def step(self, actions):
        wait = self.game.wait_action
        joint = [int(actions.get(a, wait)) for a in self.possible_agents]
        if not any(self._offends(a, x) for a, x in zip(self.possible_agents, joint)):
            self.state.apply_joint(joint)
            settle(self.state, self._rng)
        over = self._over()
        rewards = self._returns() if over else dict.fromkeys(self.agents, 0.0)
        observations = self._observations()
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, False)
        infos = {a: {} for a in self.agents}
        rewards = {a: rewards[a] for a in self.agents}
        if over:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos


def aec_env(game="airstrategic", config=None, render_mode=None, illegal="raise"):
    """The AEC environment of ``game`` (``airstrategic``, ``topgun``, ``sentando``)."""
    return SortieAECEnv(game, config, render_mode, illegal)


def parallel_env(game="airstrategic", config=None, render_mode=None, illegal="raise"):
    """The parallel environment of ``game``."""
    return SortieParallelEnv(game, config, render_mode, illegal)
