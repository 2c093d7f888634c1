import Foundation
import NavSpecModel
import Testing

/// The scroll view's closed forms against numbers computed outside the model (Python, from the
/// formulas in docs/components/scroll.md: UIKit's deceleration, Flutter's bounce spring written
/// out as mass 0.5, stiffness 100, ratio 1.1).
@Suite("Scroll motion")
struct ScrollMotionTests {
  private static func at(_ seconds: Double) -> VirtualTime { .seconds(seconds) }

  @Test("A fling at the normal rate follows x0 + v0·(e^(kt) − 1)/k and rests at x0 − v0/k")
  func normalFling() {
    let motion = ScrollMotion.decelerating(
      from: 100, velocity: 1000, rate: .normal, bounds: 0...10_000, at: .zero)
    #expect(abs(motion.offset(at: Self.at(0.5)) - 415.928023) < 1e-6)
    #expect(abs(motion.velocity(at: Self.at(0.5)) - 367.511255) < 1e-6)
    #expect(motion.phase(at: Self.at(0.5)) == .decelerating)
    #expect(motion.restTime == VirtualTime(microseconds: 3_796_650))
    #expect(abs(motion.restingOffset - 599.499833) < 1e-6)
    #expect(motion.offset(at: Self.at(3600)) == motion.restingOffset)
    #expect(motion.phase(at: Self.at(3600)) == .resting)
    #expect(motion.velocity(at: Self.at(3600)) == 0)
  }

  @Test("A fling at the fast rate (0.99 per ms)")
  func fastFling() {
    let motion = ScrollMotion.decelerating(
      from: 100, velocity: 1000, rate: .fast, bounds: 0...10_000, at: .zero)
    #expect(abs(motion.offset(at: Self.at(0.1)) - 163.079251) < 1e-6)
    #expect(abs(motion.restingOffset - 199.499162) < 1e-6)
    #expect(motion.restTime == VirtualTime(microseconds: 756_284))
  }

  @Test("A fling into the bottom edge hands its velocity to the bounce spring")
  func flingIntoEdge() {
    let motion = ScrollMotion.decelerating(
      from: 100, velocity: 2000, rate: .normal, bounds: 0...500, at: .zero)
    // The edge is reached at 0.255491 s with 1199.198932 pt/s.
    let hit = VirtualTime(microseconds: 255_491)
    #expect(motion.phase(at: hit + -1) == .decelerating)
    #expect(motion.phase(at: hit) == .bouncing)
    #expect(abs(motion.velocity(at: hit) - 1199.198932) < 1e-3)
    #expect(abs(motion.offset(at: hit + 50_000) - 528.030648) < 1e-3)
    #expect(abs(motion.offset(at: hit + 300_000) - 505.953949) < 1e-3)
    #expect(motion.restingOffset == 500)
    #expect(motion.offset(at: Self.at(60)) == 500)
    // The spring's peak, 529.239208 at 0.068444 s after the hit, is not passed.
    #expect(motion.firstTime(reaching: 529.24, after: .zero) == nil)
    #expect(motion.firstTime(reaching: 529.2, after: .zero) != nil)
  }

  @Test("Released past the top, the bounce spring returns to the edge without overshoot")
  func returnFromOverscroll() {
    let motion = ScrollMotion.bouncing(from: -50, velocity: 0, to: 0, at: .zero)
    #expect(abs(motion.offset(at: Self.at(0.1)) - -30.437270) < 1e-6)
    #expect(abs(motion.offset(at: Self.at(0.2)) - -13.414501) < 1e-6)
    #expect(motion.firstTime(reaching: 0, after: .zero) == motion.restTime)
  }

  @Test("The instant a fling crosses an offset is solved in closed form, to the microsecond")
  func crossing() throws {
    let motion = ScrollMotion.decelerating(
      from: 100, velocity: 2000, rate: .normal, bounds: 0...500, at: .zero)
    let time = try #require(motion.firstTime(reaching: 300, after: .zero))
    #expect(time == VirtualTime(microseconds: 111_586))  // 0.111585224 s, rounded up
    #expect(motion.offset(at: time) >= 300)
    #expect(motion.offset(at: time + -1) < 300)
    // Asked from beyond it, it is the way back that counts: this fling never comes back.
    #expect(motion.firstTime(reaching: 300, after: Self.at(0.2)) == nil)
    // On it: the asking instant.
    #expect(
      motion.firstTime(reaching: motion.offset(at: Self.at(0.2)), after: Self.at(0.2))
        == Self.at(0.2))
    // Going down, the top is never reached.
    #expect(motion.firstTime(reaching: -1, after: .zero) == nil)
  }

  @Test("A finger's hold is open-ended; a resting motion stays put")
  func holdAndRest() {
    let hold = ScrollMotion.dragging(at: 42, since: Self.at(1))
    #expect(hold.restTime == nil)
    #expect(hold.offset(at: Self.at(5)) == 42)
    #expect(hold.phase(at: Self.at(5)) == .dragging)
    #expect(hold.firstTime(reaching: 50, after: .zero) == nil)
    let rest = ScrollMotion.resting(at: 7, since: .zero)
    #expect(rest.isMoving(at: Self.at(1)) == false)
    #expect(rest.firstTime(reaching: 7, after: Self.at(2)) == Self.at(2))
  }

  @Test("An animated scroll to the top with easeInOut crosses its midpoint at half time")
  func animatedScroll() throws {
    let motion = ScrollMotion.animating(
      from: 800, to: 0, with: .easeInOut(duration: 0.4), at: .zero)
    #expect(motion.offset(at: Self.at(0.2)) == 400)
    #expect(motion.restTime == Self.at(0.4))
    let time = try #require(motion.firstTime(reaching: 400, after: .zero))
    #expect(time == Self.at(0.2))
  }

  @Test("Slower than the resting speed, a fling does not move")
  func tooSlow() {
    let motion = ScrollMotion.decelerating(
      from: 10, velocity: 0.4, rate: .normal, bounds: 0...100, at: .zero)
    #expect(motion.phase(at: .zero) == .resting)
    #expect(motion.restingOffset == 10)
  }
}
