import CodeEntry
import Testing

@Suite struct SwipeNavigatorTests {
  let code = "985391".compactMap { Digit($0) }

  @Test func perDigitForwardIsCodeOrderAndBackwardIsReversed() {
    let screen = FieldElement.screen(showing: code, design: .perDigit)
    let forward = SwipeNavigator.sweep(screen, .forward).compactMap { element -> UInt8? in
      if case .digitField(_, let digit?, _, _) = element { return digit.value }
      return nil
    }
    let backward = SwipeNavigator.sweep(screen, .backward).compactMap { element -> UInt8? in
      if case .digitField(_, let digit?, _, _) = element { return digit.value }
      return nil
    }
    #expect(forward == [9, 8, 5, 3, 9, 1])
    #expect(backward == [1, 9, 3, 5, 8, 9])
  }

  @Test func theSingleFieldIsOneElementEitherWay() {
    let screen = FieldElement.screen(showing: code, design: .single)
    #expect(SwipeNavigator.sweep(screen, .forward) == [.codeField(digits: code, length: 6)])
    #expect(SwipeNavigator.sweep(screen, .backward) == [.codeField(digits: code, length: 6)])
  }

  @Test func swipingStopsAtTheEdges() {
    var navigator = SwipeNavigator(elements: FieldElement.screen(showing: code, design: .perDigit))
    #expect(navigator.swipe(.backward) != nil)
    #expect(navigator.cursor == 5)
    #expect(navigator.swipe(.forward) == nil)
    #expect(navigator.cursor == 5)
    for _ in 0..<5 { _ = navigator.swipe(.backward) }
    #expect(navigator.cursor == 0)
    #expect(navigator.swipe(.backward) == nil)
  }
}
