import Foundation

/// Runs the files of a corpus on `jobs` threads and hands each file's outcome to `deliver` in
/// the files' order, each as soon as it and every file before it are done: the report is
/// printed in one deterministic order however many threads run and however long each file
/// takes, so `--jobs 4` prints the same bytes as `--jobs 1`.
///
/// Each thread takes the next file not yet taken (a file is parsed when its turn comes, by the
/// thread that runs it). `deliver` returns false to stop (`--fail-fast`): no file is started
/// after that, the files in flight finish, and their outcomes are dropped.
///
/// Why threads and a lock rather than Swift concurrency's task groups: the work is CPU-bound
/// and synchronous, and `deliver` writes to standard output in order from the calling thread;
/// a lock and a condition variable say that in a few lines, and the threads' stacks can be
/// given the size the parser and the model need (16 MiB, as the main thread has 8 MiB and a
/// deeply nested file recurses).
public enum CorpusRunner {
  public static func run<Outcome: Sendable>(
    count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Outcome,
    deliver: (Int, Outcome) -> Bool
  ) {
    guard count > 0 else { return }
    let threads = max(1, min(jobs, count))
    guard threads > 1 else {
      for index in 0..<count where !deliver(index, work(index)) { return }
      return
    }
    let shared = Shared<Outcome>(count: count)
    for _ in 0..<threads {
      let thread = Thread { shared.work(work) }
      thread.stackSize = 16 << 20
      thread.start()
    }
    for index in 0..<count {
      guard deliver(index, shared.outcome(index)) else { break }
    }
    shared.finish()
  }

  /// What the threads share, behind one lock.
  private final class Shared<Outcome: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcomes: [Outcome?]
    private var next = 0
    private var stopped = false
    private var running = 0

    init(count: Int) {
      outcomes = Array(repeating: nil, count: count)
    }

    /// A thread's loop: take the next file, run it, store the outcome.
    func work(_ body: @Sendable (Int) -> Outcome) {
      condition.lock()
      running += 1
      while !stopped, next < outcomes.count {
        let index = next
        next += 1
        condition.unlock()
        let outcome = body(index)
        condition.lock()
        outcomes[index] = outcome
        condition.broadcast()
      }
      running -= 1
      condition.broadcast()
      condition.unlock()
    }

    /// Waits for file `index` and takes its outcome.
    func outcome(_ index: Int) -> Outcome {
      condition.lock()
      defer { condition.unlock() }
      while outcomes[index] == nil { condition.wait() }
      let outcome = outcomes[index]!
      outcomes[index] = nil
      return outcome
    }

    /// Starts nothing more and waits for the files in flight.
    func finish() {
      condition.lock()
      stopped = true
      while running > 0 { condition.wait() }
      condition.unlock()
    }
  }
}
