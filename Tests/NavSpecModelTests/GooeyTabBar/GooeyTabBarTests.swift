import Testing

@testable import NavSpecModel

/// The gooey bar's model against numbers computed independently: every expected value below is
/// printed by `python3 tools/expected/gooey.py` (its line name is given beside it), or is a
/// constant of the design document "Gooey Tab Bar in SwiftUI" (section named).
struct GooeyTabBarTests {
  /// The language's comparison tolerance; the script prints 6 decimals.
  func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-6) -> Bool {
    abs(actual - expected) <= tolerance
  }

  // MARK: Layout and shape

  @Test func slotsAreEqualAndButtonsCentred() {
    let layout = TabBarLayout(count: 4, width: 390, direction: .leftToRight)
    // layout.centre[0...3]
    #expect(layout.slotCenterX(0) == 48.75)
    #expect(layout.slotCenterX(1) == 146.25)
    #expect(layout.slotCenterX(2) == 243.75)
    #expect(layout.slotCenterX(3) == 341.25)
    // button.midY = 42: the top padding 20 (section 5) plus half the 44 pt button.
    #expect(layout.buttonFrame(2) == Rect(x: 221.75, y: 20, width: 44, height: 44))
    #expect(layout.buttonIndex(at: Point(x: 243, y: 42)) == 2)
    // Between two buttons, inside the slot: no button (the hit region is the label's frame).
    #expect(layout.buttonIndex(at: Point(x: 195, y: 42)) == nil)
    // Above the buttons (the dip and the ball): no button.
    #expect(layout.buttonIndex(at: Point(x: 48.75, y: 10)) == nil)
  }

  @Test func rightToLeftMirrorsTheSlots() {
    let layout = TabBarLayout(count: 4, width: 390, direction: .rightToLeft)
    #expect(layout.slotCenterX(0) == 341.25)  // layout.rtl.centre[0]
    #expect(layout.slotCenterX(2) == 146.25)  // layout.rtl.centre[2]
    let five = TabBarLayout(count: 5, width: 390, direction: .leftToRight)
    #expect(five.slotCenterX(4) == 351)  // layout.five.centre[4]
    let three = TabBarLayout(count: 3, width: 320, direction: .leftToRight)
    #expect(close(three.slotCenterX(0), 53.333333))  // three.centre[0]
    #expect(close(three.slotCenterX(2), 266.666667))  // three.centre[2]
  }

  @Test func barIsSeventyFivePointsTall() {
    #expect(GooeyTabBar.height == 75)  // bar.height: tabBarHeight 60 + indentDepth 15
    #expect(TabBarLayout.buttonTop == 20)  // indentDepth + 5
  }

  @Test func pathIsTheDocumentsPath() {
    let shape = GooeyTabBarShape(centerX: 48.75)
    let path = shape.path(in: Rect(x: 0, y: 0, width: 390, height: 75))
    // shape.indent.start.x 8.75, shape.indent.end.x 88.75, shape.control1.x 28.75,
    // shape.control2.x 68.75
    #expect(
      path == [
        .move(to: Point(x: 0, y: 75)), .line(to: Point(x: 0, y: 0)),
        .line(to: Point(x: 8.75, y: 0)),
        .curve(
          to: Point(x: 88.75, y: 0), control1: Point(x: 28.75, y: 15),
          control2: Point(x: 68.75, y: 15)),
        .line(to: Point(x: 390, y: 0)), .line(to: Point(x: 390, y: 75)), .close,
      ])
    #expect(
      path.map(\.svg).joined(separator: " ")
        == "M 0 75 L 0 0 L 8.75 0 C 28.75 15 68.75 15 88.75 0 L 390 0 L 390 75 Z")
    #expect(shape.dipY == 11.25)  // shape.dip.y
    // ball.bottom.scale1 = 11.5: the resting ball reaches 0.25 pt below the dip.
    #expect(GooeyBall.centerY + GooeyBall.size / 2 == 11.5)
  }

  // MARK: The first layout pass

  @Test func indentSpringsInFromZeroWhenTheFramesArrive() {
    var driver = GooeyTabBarDriver()
    #expect(driver.centre(at: 0) == 0)
    #expect(driver.events.map(\.kind) == [.animationBegan, .animationBegan])
    driver.advance(toSeconds: 0.1)
    #expect(close(driver.centre(at: 0.1), 29.330231))  // first.centre@0.1
    driver.advance(toSeconds: 0.25)
    #expect(close(driver.centre(at: 0.25), 53.370536))  // first.peak (at 0.25 s)
    driver.advance(toSeconds: 0.5)
    #expect(close(driver.centre(at: 0.5), 48.312065))  // first.centre@0.5
  }

  @Test func correctedVariantUnderReduceMotionPlacesTheIndentAtOnce() {
    var settings = Settings()
    settings.reduceMotion = true
    let driver = GooeyTabBarDriver(variant: .corrected, settings: settings)
    #expect(driver.centre(at: 0) == 48.75)
    #expect(driver.events.isEmpty)
    // The document's variant ignores the setting.
    let document = GooeyTabBarDriver(variant: .document, settings: settings)
    #expect(document.centre(at: 0) == 0)
  }

  @Test func rightToLeftIndentSpringsInFromTheLeftEdge() {
    var settings = Settings()
    settings.layoutDirection = .rightToLeft
    var driver = GooeyTabBarDriver(settings: settings)
    #expect(driver.centre(at: 0) == 0)
    driver.advance(toSeconds: 0.25)
    // From the left edge to the first button at the right (layout.rtl.centre[0] = 341.25).
    #expect(close(driver.centre(at: 0.25), 373.593752))  // first.rtl@0.25
  }

  // MARK: Travel and retargeting

  @Test func tapSpringsTheIndentAndTheBallTogether() {
    var driver = GooeyTabBarDriver()
    driver.tap(2, liftAt: 2)
    #expect(driver.bar.selectedIndex == 2)
    for (dt, expected) in [
      (0.05, 91.611856), (0.1, 166.070924), (0.2, 254.651009), (0.25, 262.232144),
      (0.3, 258.169688), (0.4, 245.567441), (0.6, 243.052186),
    ] {  // travel.0to2@dt, travel.0to2.peak at 0.25
      driver.advance(toSeconds: 2 + dt)
      #expect(close(driver.centre(at: 2 + dt), expected))
      #expect(
        driver.bar.ballCenter(at: driver.now, direction: .leftToRight).x
          == driver.centre(at: 2 + dt))
    }
  }

  @Test func retargetingKeepsTheVelocity() {
    var driver = GooeyTabBarDriver()
    driver.tap(2, liftAt: 2)
    driver.advance(toSeconds: 2.1)
    // retarget.velocity@0.1
    #expect(close(driver.bar.leadingCenter.velocity(at: driver.now), 1418.920035, within: 1e-5))
    driver.tap(3, liftAt: 2.1)
    for (dt, expected) in [
      (0.15, 246.005611), (0.2, 313.311471), (0.3, 361.120192), (0.5, 340.406979),
    ] {  // retarget.0to2to3@dt
      driver.advance(toSeconds: 2 + dt)
      #expect(close(driver.centre(at: 2 + dt), expected))
    }
  }

  @Test func retargetingBackCarriesThroughTheTurn() {
    var driver = GooeyTabBarDriver()
    driver.tap(3, liftAt: 2)
    driver.tap(0, liftAt: 2.1)
    for (dt, expected) in [(0.15, 248.194240), (0.2, 181.620128), (0.3, 54.028018)] {
      driver.advance(toSeconds: 2 + dt)  // retarget.0to3to0@dt
      #expect(close(driver.centre(at: 2 + dt), expected))
    }
  }

  // MARK: The droplet

  @Test func dropletLiftsLandsAndSettles() {
    var driver = GooeyTabBarDriver()
    driver.tap(1, liftAt: 2)
    for (dt, expected) in [
      (0.05, 0.726143), (0.1, 0.6), (0.2, 0.6), (0.3, 1.089584), (0.35, 1.469869),
      (0.4, 1.069351), (0.45, 0.930426), (0.5, 1.003209),
    ] {  // droplet@dt
      driver.advance(toSeconds: 2 + dt)
      #expect(close(driver.scale(at: 2 + dt), expected))
    }
    let peak = driver.bar.ball.peak(at: driver.now)
    #expect(close(peak.value, 1.471661))  // droplet.peak
    #expect(close(peak.seconds, 2.352051))  // droplet.peak.time, after the lift at 2 s
  }

  @Test func peakIsTheMergedSpringsNotTheLandingSpringAlone() {
    // landing.alone.peak = 1.477679 at +0.109 s would follow if the settle phase did not
    // retarget at +0.35 s; it does (0.1 s after the landing began), so the peak is lower.
    var driver = GooeyTabBarDriver()
    driver.tap(1, liftAt: 2)
    driver.settle()
    let peak = driver.bar.ball.peak(at: driver.now)
    #expect(peak.value < 1.477679)
    #expect(close(peak.value, 1.471661))
    #expect(driver.bar.ball.scale.value(at: driver.now) == 1)
  }

  @Test func rapidTapsLetEveryQueuedPhaseFire() {
    var driver = GooeyTabBarDriver()
    driver.tap(1, liftAt: 2)
    driver.tap(2, liftAt: 2.2)
    #expect(driver.bar.pendingPhases.count == 4)
    for (dt, expected) in [
      (0.25, 0.6), (0.35, 1.469869), (0.45, 0.930426), (0.5, 1.210460), (0.55, 1.392692),
      (0.6, 1.049460),
    ] {  // rapid0.2@dt
      driver.advance(toSeconds: 2 + dt)
      #expect(close(driver.scale(at: 2 + dt), expected))
    }
    #expect(driver.bar.pendingPhases.isEmpty)
  }

  @Test func phasesOfTwoTapsInterleaveInDeadlineOrder() {
    var driver = GooeyTabBarDriver()
    driver.tap(1, liftAt: 2)
    driver.tap(2, liftAt: 2.05)
    #expect(
      driver.bar.pendingPhases.map(\.due) == [
        .seconds(2.25), .seconds(2.3), .seconds(2.35), .seconds(2.4),
      ])
    driver.advance(toSeconds: 2.1)
    // The second lift sets the 0.6 the ball already heads for: it starts nothing.
    #expect(close(driver.scale(at: 2.1), 0.6))  // rapid0.05@0.1
  }

  @Test func tapDuringTheLandingCombinesWithTheSpring() {
    var driver = GooeyTabBarDriver()
    driver.tap(1, liftAt: 2)
    driver.tap(2, liftAt: 2.3)
    for (dt, expected) in [(0.35, 0.874319), (0.4, 0.985897), (0.6, 1.210624)] {
      driver.advance(toSeconds: 2 + dt)  // second@0.3.scale@dt
      #expect(close(driver.scale(at: 2 + dt), expected))
    }
    driver.settle()
    let peak = driver.bar.ball.peak(at: driver.now)
    #expect(close(peak.value, 1.373883))  // second@0.3.peak
    #expect(close(peak.seconds, 2.651103))  // second@0.3.peak.time
  }

  @Test func reselectingRunsTheDropletWithoutTravel() {
    var driver = GooeyTabBarDriver()
    driver.advance(toSeconds: 2)
    driver.events.removeAll()
    driver.tap(0, liftAt: 2)
    #expect(driver.events.map(\.kind) == [.animationBegan, .reselected])
    #expect(driver.bar.leadingCenter.isAnimating(at: driver.now) == false)
    driver.advance(toSeconds: 2.35)
    #expect(close(driver.scale(at: 2.35), 1.469869))  // droplet@0.35
  }

  @Test func correctedVariantUnderReduceMotionHasNoDroplet() {
    var settings = Settings()
    settings.reduceMotion = true
    var driver = GooeyTabBarDriver(variant: .corrected, settings: settings)
    driver.tap(2, liftAt: 1)
    #expect(driver.bar.pendingPhases.isEmpty)
    #expect(driver.centre(at: 1) == 243.75)
    #expect(driver.scale(at: 1) == 1)
    #expect(driver.bar.isAnimating(at: driver.now) == false)
  }

  // MARK: Touch

  @Test func pressLiftedOutsideItsButtonDoesNotFire() {
    var driver = GooeyTabBarDriver()
    let search = driver.bar.buttonFrame(1, direction: .leftToRight).center
    let library = driver.bar.buttonFrame(2, direction: .leftToRight).center
    let firstTaken = driver.bar.touchDown(finger: 1, at: search, direction: .leftToRight)
    #expect(firstTaken)
    driver.bar.touchUp(
      finger: 1, at: library, time: driver.now, settings: driver.settings, events: &driver.events)
    #expect(driver.bar.selectedIndex == 0)
    // Wandering off and back before lifting still fires.
    let secondTaken = driver.bar.touchDown(finger: 1, at: search, direction: .leftToRight)
    #expect(secondTaken)
    driver.bar.touchUp(
      finger: 1, at: search, time: driver.now, settings: driver.settings, events: &driver.events)
    #expect(driver.bar.selectedIndex == 1)
  }

  @Test func touchesOutsideTheBarAreNotTaken() {
    var driver = GooeyTabBarDriver()
    let above = driver.bar.touchDown(finger: 1, at: Point(x: 100, y: 700), direction: .leftToRight)
    #expect(above == false)
    // On the bar between buttons: taken, and nothing fires.
    let between = driver.bar.touchDown(
      finger: 2, at: Point(x: 97.5, y: 811), direction: .leftToRight)
    #expect(between)
    #expect(driver.bar.presses[2] == nil)
  }

  // MARK: Accessibility

  @Test func documentButtonsHaveNoSelectedTrait() {
    let driver = GooeyTabBarDriver()
    let home = driver.bar.accessibilityElement(for: 0, direction: .leftToRight)
    #expect(home.traits == [.button])
    #expect(home.spokenDescription == "Home, Button")
    #expect(home.frame == Rect(x: 26.75, y: 789, width: 44, height: 44))
    #expect(driver.bar.containerTraits.isEmpty)
  }

  @Test func correctedButtonsReadAsTabs() {
    let driver = GooeyTabBarDriver(variant: .corrected)
    #expect(
      driver.bar.accessibilityElement(for: 0, direction: .leftToRight).spokenDescription
        == "Selected, Home, Tab, 1 of 4")
    #expect(
      driver.bar.accessibilityElement(for: 1, direction: .leftToRight).spokenDescription
        == "Search, Tab, 2 of 4")
    #expect(driver.bar.containerTraits == [.tabBar])
  }
}
