//! Where the slots of an observation go: the tensor's values, or their names. One walk over a
//! view feeds either, so the names and the values cannot drift apart.

/// Where the slots of an observation go: into the tensor, or their names into a list.
pub(super) trait Slots {
    /// `n` slots, slot `i` holding `x(i)` and named `name(i)`.
    fn each(&mut self, n: usize, x: impl Fn(usize) -> f32, name: impl Fn(usize) -> String);

    /// One slot.
    fn one(&mut self, x: f32, name: impl Fn() -> String) {
        self.each(1, |_| x, |_| name());
    }

    /// `n` slots, 1 at `hot` and 0 elsewhere.
    fn one_hot(&mut self, n: usize, hot: Option<usize>, name: impl Fn(usize) -> String) {
        self.each(n, |i| flag(hot == Some(i)), name);
    }

    /// `n` slots, slot `i` the bit `i` of `mask`.
    fn mask(&mut self, n: usize, mask: u32, name: impl Fn(usize) -> String) {
        self.each(
            n,
            |i| {
                flag(
                    u32::try_from(i)
                        .ok()
                        .and_then(|i| mask.checked_shr(i))
                        .is_some_and(|m| m & 1 == 1),
                )
            },
            name,
        );
    }
}

/// The tensor being written, slot by slot.
pub(super) struct Tensor<'a> {
    pub(super) out: &'a mut [f32],
    pub(super) at: usize,
}

impl Slots for Tensor<'_> {
    #[inline]
    fn each(&mut self, n: usize, x: impl Fn(usize) -> f32, _: impl Fn(usize) -> String) {
        for i in 0..n {
            if let Some(slot) = self.out.get_mut(self.at + i) {
                *slot = x(i);
            }
        }
        self.at += n;
    }
}

/// The slots' names.
pub(super) struct Names(pub(super) Vec<String>);

impl Slots for Names {
    fn each(&mut self, n: usize, _: impl Fn(usize) -> f32, name: impl Fn(usize) -> String) {
        self.0.extend((0..n).map(name));
    }
}

pub(super) fn flag(b: bool) -> f32 {
    f32::from(u8::from(b))
}

/// `x / scale` (0 for a zero scale).
pub(super) fn frac(x: impl Into<f32>, scale: impl Into<f32>) -> f32 {
    let scale = scale.into();
    if scale > 0.0 { x.into() / scale } else { 0.0 }
}

/// "my" for the viewer, "their" for the other team.
pub(super) fn whose(k: usize) -> &'static str {
    if k == 0 { "my" } else { "their" }
}
