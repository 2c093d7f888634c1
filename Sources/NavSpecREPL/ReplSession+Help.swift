import NavSpecLanguage
import NavSpecModel

/// `:help` and `:help TOPIC`: one topic per family of statements, and one for the meta-commands.
extension ReplSession {
  /// The topics `:help TOPIC` knows, in the order `:help` lists them: those written here, then
  /// those a keyword table brings with its own text.
  public static let helpTopics =
    [
      "setup", "set", "time", "touch", "gestures", "voiceover", "navigation", "tabview",
      "expect", "events", "meta",
    ]
    + StatementVocabulary.tables.compactMap { $0.helpText == nil ? nil : $0.helpTopic }

  /// Words that lead to a topic: every statement keyword (`:help tap` shows `gestures`), as its
  /// keyword table says, and a few other words people try.
  static let helpAliases: [String: String] = {
    var aliases = [
      "settings": "set", "clock": "time", "touches": "touch", "gesture": "gestures",
      "expectations": "expect", "event": "events", "commands": "meta", "router": "navigation",
    ]
    for keyword in StatementVocabulary.words {
      aliases[keyword] = StatementVocabulary.helpTopic(for: keyword)
    }
    return aliases
  }()

  func help(_ arguments: [String]) -> Response {
    guard arguments.count <= 1 else { return Self.usage(":help [TOPIC]") }
    guard var topic = arguments.first else { return Response(text: Self.overview) }
    // A flow cannot be named like a statement, so its name takes no keyword's topic.
    if !Self.helpTopics.contains(topic), let text = flowHelp(topic) {
      return Response(text: text)
    }
    // A topic's own name, or a statement keyword, wins over a meta-command of the same name:
    // `:help events` is about expecting events and `:help save` about `save state as`;
    // `:help :events` and `:help :save` are about the meta-commands.
    if topic.hasPrefix(":")
      || !Self.helpTopics.contains(topic) && Self.helpAliases[topic] == nil
        && Self.metaCommands.contains(":" + topic)
    {
      topic = "meta"
    }
    topic = Self.helpAliases[topic] ?? topic
    guard let text = Self.topicText(topic) else {
      return Self.error(
        "no help topic '\(arguments[0])'",
        note: Suggestion.didYouMean(arguments[0], among: Self.helpTopics)
          ?? "the topics are \(Self.helpTopics.joined(separator: ", "))")
    }
    return Response(text: text)
  }

  /// One overview line per topic a keyword table brings with its own text ("  bubble     the
  /// bubble bar"), so a new component's help is listed without editing the overview.
  static let tableTopicLines: String = StatementVocabulary.tables.compactMap { table in
    guard table.helpText != nil else { return nil }
    let topic = table.helpTopic.padded(to: 10)
    return "  \(topic) the \(table.name)\n"
  }.joined()

  static let overview = """
    Type a scenario statement to run it now, or a meta-command. The prompt shows the virtual clock.

    Statements (:help TOPIC for details and examples):
      setup      screen, safe-area, tabbar, frame-rate, tab, exhaustive, scenario "name"
      set        the user's settings: set reduce-motion on, set dynamic-type AX3, ...
      time       at 120ms, wait 16ms, +16ms INPUT, settle
      touch      raw touches: touch down (48, 812), touch move, touch up, touch cancel
      gestures   tap, double-tap, drag, long-press
      voiceover  voiceover next, focus, activate, escape; announce
      navigation routes, push, pop, replace, deep links (open), save and restore state
      tabview    the system TabView: sections, hidden tabs, customization, size class, accessory
      expect     expect PATH OP VALUE: check the state
      events     expect event, expect no event, expect events [...]
    \(tableTopicLines)  meta       the meta-commands in detail

    Meta-commands:
      :state [PATH]                         the state tree, or part of it
      :events [N]                           the event log (the last N); ✓ marks matched events
      :render [svg FILE]                    a picture of the bar (svg: the screen, to FILE)
      :film FILE [--overlay]                the last step as a filmstrip (FILE.html: with a slider)
      :trace PATH from T1 to T2 every D     a number over virtual time, without changing the session
      :save FILE [--expect-state]           write the session as a scenario file (:save! replaces)
      :load FILE [--step]                   run a scenario file here (--step: one line per Enter)
      :continue, :stop                      run the rest of a stepped file, or abandon it
      :list                                 the session so far, as :save would write it
      :undo, :redo                          take back the last statement, or run it again
      :reset                                start again with a fresh model
      :explore [--seed/--runs/--steps N]    generated runs from this set-up; also --relations L
      :help [TOPIC]                         this text, or a topic
      :quit                                 leave

    """

  static func topicText(_ topic: String) -> String? {
    switch topic {
    case "setup": return setupHelp
    case "set": return settingsHelp
    case "time": return timeHelp
    case "touch": return touchHelp
    case "gestures": return gesturesHelp
    case "voiceover": return voiceOverHelp
    case "expect": return expectHelp
    case "events": return eventsHelp
    case "navigation": return navigationHelp
    case "tabview": return tabViewHelp
    case "meta": return metaHelp
    default:
      // A topic a keyword table brings with its own text.
      return StatementVocabulary.tables.first { $0.helpTopic == topic }?.helpText
    }
  }

  static let navigationHelp = """
    Routes and stacks (docs/language.md, "Routes and navigation"):
      route recipe apple-pie "Apple Pie" pancakes "Pancakes" in Library
                                     a route type, its items with titles, and the tab owning it
      url-scheme myapp               the scheme deep links must use
      push recipe apple-pie          push onto the selected tab's stack (slides; cross-fades
                                     under Reduce Motion plus Prefer Cross-Fade)
      pop                            take the top screen off the selected tab's stack
      pop to root                    back to the selected tab's root
      replace path category desserts recipe apple-pie
                                     set the whole path (alone: back to the root)
      select Library                 select a tab programmatically
      tap back                       the back button of the top screen
      drag (5, 400) to (300, 400)    the edge-swipe back gesture, from the leading edge
      open myapp://recipe/apple-pie  a deep link: validated fully, then select the tab and set the path
      delete recipe pancakes         an item disappears from the app's data
      save state as s1               state restoration as JSON (ids only)
      restore state s1               restore it (deleted items are dropped and reported)

    """

  static let tabViewHelp = """
    The system TabView (iOS 18 and 26):
      tabbar system Home Library Search
                                     the system TabView (or tabbar sidebar-adaptable ...)
      section Collections "Cinematic Shots" "Forest Life"
                                     group tabs in a TabSection
      role Search search             the search role tab
      default-visibility Library hidden
                                     hidden until the user shows it
      customization-behavior Home disabled
                                     the user cannot hide or move it
      hide Library                   the app hides a tab (its stack survives); show brings it back
      customize hide Library         the user's customisation; customize show, customize order
      save customization as c1       the user's customisation as JSON
      size-class regular             compact shows a tab bar, regular a sidebar (sidebar-adaptable)
      columns double-column          NavigationSplitView column visibility (regular width)
      accessory on                   the bottom accessory and its reserved height
      tap more                       the More item (compact, more than five tabs); tap a row's tab
                                     on the More list; VoiceOver: more-tab, more-edit

    """

  static let setupHelp = """
    Set-up comes before the first input or wait:
      screen 390x844                 the screen in points (default 390 x 844)
      safe-area bottom 34            a safe-area inset, top or bottom; the bar sits on the bottom one
      tabbar glass Home Search Library Profile
                                     the glass tab bar and its tabs, in order ("My Projects" quoted)
    Any time:
      frame-rate 60                  touch samples per second for gestures (default 120)
      tab Library badge 3            a tab's badge N, badge "New", badge none, hint "...",
                                     label "...", icon NAME (several may follow one another)
      exhaustive on                  events no expectation matched fail the scenario at its end
      scenario "Tapping selects"     start a new scenario with that name, on a fresh model

    """

  static var settingsHelp: String {
    var lines = ["set SETTING VALUE changes one of the user's settings now (emits settingChanged):"]
    let width = Settings.names.map(\.count).max() ?? 0
    for descriptor in Settings.descriptors {
      let padding = String(repeating: " ", count: width - descriptor.name.count)
      lines.append("  \(descriptor.name)\(padding)  \(descriptor.values.joined(separator: " | "))")
    }
    lines += [
      "Examples:",
      "  set reduce-motion on           the pill jumps instead of sliding",
      "  set layout-direction rtl       the first tab moves to the right",
      "  set voiceover on               touches go to VoiceOver (:help voiceover)",
      "  at 200ms set bold-text on      a setting can be timed like an input",
    ]
    return joined(lines)
  }

  static let timeHelp = """
    The clock starts at 0 and only moves forward; the prompt shows it.
      at 120ms                       let time pass until 120 ms
      wait 16ms                      let 16 ms pass
      at 0ms touch down (48, 812)    an input at an absolute time
      +16ms touch move (64, 812)     an input 16 ms after now
      settle                         run until no animation is in flight (at most 60 s)
    Durations are whole microseconds: 250us, 120ms, 0.5s. While time passes the model fires what
    falls due (a long press at 0.5 s, animations settling); the REPL prints those events.

    """

  static let touchHelp = """
    Raw touches, in screen points with the origin at the top left (finger 1 unless given):
      touch down (48, 812)           a finger lands;  touch down 2 (200, 812) for finger 2
      touch move (64, 812)           it moves
      touch up                       it lifts where it is;  touch up (64, 812) lifts there
      touch cancel                   the system cancels every touch;  touch cancel 2 one finger
    A drag begins 10 pt from where the finger went down; a long press on the pill at 0.5 s.
    Example:
      at 0ms touch down (48, 812)
      +16ms touch move (200, 812)
      +16ms touch up

    """

  static let gesturesHelp = """
    Synthesised gestures start now with finger 1 and leave the clock at their end.
    A target is a tab title, pill (its presented centre), or a point (X, Y).
      tap Library                    down at Library's centre, up 50 ms later
      double-tap Library             a tap, then another 100 ms later (200 ms in all)
      drag Home to Library in 300ms  moves at the frame rate (default 300 ms)
      long-press pill for 800ms      down, up later (default 800 ms); it begins at 0.5 s
    Example:
      tap Library
      :trace pill.offset from 0ms to 400ms every 50ms

    """

  static let voiceOverHelp = """
    With set voiceover on, touches go to VoiceOver and these stand in for its gestures:
      voiceover next                 focus the next element (previous: the one before)
      voiceover focus Library        focus an element
      voiceover activate             double tap: activate the focused element
      voiceover activate Library     focus it, then activate it
      voiceover escape               the two-finger scrub
      announce "Saved"               the app posts an announcement
    Example:
      set voiceover on
      voiceover next
      expect voiceover.spoken == "Selected, Home, Tab, 1 of 4"

    """

  /// The operators come from the language's table (`Comparison`), so the help lists each one.
  static let expectHelp = """
    expect PATH OP VALUE [± TOL] checks the state now; :state lists every path and value.
      expect selection == Library
      expect pill.offset == 185.25 ± 0.5
      expect tabs[Library].a11y.traits contains selected
      expect tabs["My Projects"].a11y.spoken == "My Projects, Tab, 2 of 4"
      expect selection in [Home, Library]
      expect time == 350ms
    Operators: \(Comparison.allCases.map(\.rawValue).joined(separator: " ")). Numbers compare
    within 1e-6 unless a tolerance is written (± 0.5 or +- 0.5); `in` takes a list of words or
    a keyed group (selection in tabs). A failed expectation prints expected against actual and
    the events around it; the session goes on.

    """

  static var eventsHelp: String {
    let names = EventKind.allCases.map(\.rawValue)
    var lines = [
      "Each event is matched once, oldest first; :events marks the matched ones with ✓.",
      "  expect event selectionChanged(to: Library)      the first unmatched event that fits",
      "  expect event longPressBegan at 500ms ± 10ms     ... at that time",
      "  expect no event reselected                      no unmatched event fits",
      "  expect events [dragBegan, dragEnded, selectionChanged]",
      "                                                  exactly the unmatched events, in order",
      "Arguments left out match anything. expect events [...] leaves out animation and setting",
      "events unless the list names one.",
      "Events:",
    ]
    var line = " "
    for name in names {
      if line.count + name.count + 2 > 78 {
        lines.append(line)
        line = " "
      }
      line += " " + name + (name == names.last ? "" : ",")
    }
    lines.append(line)
    return joined(lines)
  }

  static let metaHelp = """
    :state [PATH]            the state, one 'path = value' a line: :state, :state pill,
                             :state tabs[Library].a11y
    :events [N]              the event log, newest last (the last N); ✓ marks matched events
    :render                  the bar drawn at the terminal's width: titles, the selected tab (•),
                             the pill where it is now ([───], ▐███▌ swollen), a finger, the
                             Large Content Viewer; another container's parts (● ball) at
                             their centres
    :render svg FILE         the screen now as SVG, as navspec render draws it
    :film FILE [--overlay]   the last step as a filmstrip, from its input until the model is at
                             rest (5 s at most), a frame every 1/60 s: FILE.html is a page
                             with a time slider, any other name one SVG of frames side by side;
                             --overlay adds hit regions, accessibility frames and fingers
    :trace PATH from T1 to T2 every D
                             a number sampled over virtual time, with a plot; the past is
                             replayed and the future run on a copy, so the session is unchanged
                             (e.g. :trace pill.offset from 0ms to 400ms every 50ms; 500 samples
                             at most)
    :save FILE [--expect-state]
                             write the session as a scenario that navspec run passes: inputs
                             with their times, waits and settles as 'at T', your expectations
                             (failed ones as comments); --expect-state adds expectations for the
                             selection, the pill and the unmatched events. An existing file
                             is kept: :save! FILE replaces it
    :load FILE [--step]      check a scenario file, then run it here (each scenario of a file
                             with several starts afresh); --step shows each statement and runs
                             it when you press Enter
    :continue, :stop         run the rest of a stepped file, or abandon it
    :list                    the session so far, exactly as :save would write it
    :undo                    take back the last statement (from a copy of the model kept every
                             100 statements, replaying the few after it)
    :redo                    run the statement the last :undo took back again (until a new
                             statement is entered)
    :reset                   a fresh model; scenario "name" does the same and names it
    :explore [--seed S] [--runs N] [--steps M] [--relations LIST]
                             navspec explore on the set-up typed so far (the statements before
                             the first input or wait): generated runs, invariants checked after
                             every step, each broken one shrunk to a scenario; --relations
                             plays each run again transformed and compares (mirror,
                             reduce-motion, time-shift, restore, split, or all); the session
                             itself does not change
    :quit                    leave
    FILE is relative to the directory the REPL started in; quote names with spaces. Only
    regular files are read or written (not pipes or devices), up to 4 MiB.

    """
}
