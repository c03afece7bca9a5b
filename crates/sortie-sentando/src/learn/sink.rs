//! Where the observation's encoder puts its slots, in order: their values into a tensor, or
//! their names into a list. One encoder serves both, so the names always match the slots.

/// The receiver of the encoder's slots, one after the other.
pub(super) trait Sink {
    /// The next slot, holding `value`; `name` is called only when names are collected.
    fn put(&mut self, value: f32, name: impl FnOnce() -> String);

    /// `len` slots, `1` at `hot` and `0` elsewhere; slot `i` is named `name(i)`.
    fn one_hot(&mut self, len: usize, hot: Option<usize>, name: impl Fn(usize) -> String) {
        for i in 0..len {
            self.put(flag(hot == Some(i)), || name(i));
        }
    }

    /// `len` slots, `1` where `set(i)` holds; slot `i` is named `name(i)`.
    fn many_hot(&mut self, len: usize, set: impl Fn(usize) -> bool, name: impl Fn(usize) -> String) {
        for i in 0..len {
            self.put(flag(set(i)), || name(i));
        }
    }
}

/// `1.0` for true, `0.0` for false.
pub(super) fn flag(b: bool) -> f32 {
    f32::from(u8::from(b))
}

/// The values, written into a tensor from its first slot.
#[derive(Debug)]
pub(super) struct Tensor<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl<'a> Tensor<'a> {
    pub(super) fn new(out: &'a mut [f32]) -> Self {
        Self { out, at: 0 }
    }

    /// Zeroes whatever slots of the tensor the encoder did not reach (none when the tensor has
    /// the documented length).
    pub(super) fn finish(self) {
        if let Some(rest) = self.out.get_mut(self.at..) {
            rest.fill(0.0);
        }
    }
}

impl Sink for Tensor<'_> {
    #[inline]
    fn put(&mut self, value: f32, _: impl FnOnce() -> String) {
        if let Some(slot) = self.out.get_mut(self.at) {
            *slot = value;
        }
        self.at += 1;
    }

    /// The block zeroed at once, then its one slot set.
    fn one_hot(&mut self, len: usize, hot: Option<usize>, _: impl Fn(usize) -> String) {
        let end = self.at.saturating_add(len).min(self.out.len());
        if let Some(block) = self.out.get_mut(self.at.min(end)..end) {
            block.fill(0.0);
            if let Some(slot) = hot.filter(|i| *i < len).and_then(|i| block.get_mut(i)) {
                *slot = 1.0;
            }
        }
        self.at = self.at.saturating_add(len);
    }
}

/// The names, collected in slot order.
#[derive(Debug, Default)]
pub(super) struct Names(pub(super) Vec<String>);

impl Sink for Names {
    fn put(&mut self, _: f32, name: impl FnOnce() -> String) {
        self.0.push(name());
    }
}
