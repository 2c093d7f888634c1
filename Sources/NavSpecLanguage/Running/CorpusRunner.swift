#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Runs the files of a corpus on `jobs` threads and hands each file's outcome to `deliver` in
/// the files' order, each once it and every file before it are done: the report is printed in
/// one deterministic order however many threads run and however long each file takes, so
/// `--jobs 4` prints the same bytes as `--jobs 1`.
///
/// Each thread takes the next file not yet taken (a file is parsed when its turn comes, by the
/// thread that runs it). The calling thread is one of the `jobs`: between its own files it
/// delivers every outcome that is ready, in order, and it waits only when no file is left to
/// take. A caller that only waited and delivered was a third thread on two cores: each file
/// woke it, and it took a core from a worker (measured: `--jobs 2` ran 2,048 typical files 1.4
/// times as fast as one job, where two processes of 1,024 files each ran 1.95 times as fast).
/// `deliver` returns false to stop (`--fail-fast`): no file is started after that, the files
/// in flight finish, and their outcomes are dropped.
///
/// Why threads and a lock rather than Swift concurrency's task groups: the work is CPU-bound
/// and synchronous, and `deliver` writes to standard output in order from the calling thread;
/// a lock and a condition variable say that in a few lines, and the threads' stacks can be
/// given the size the parser and the model need (16 MiB, as the main thread has 8 MiB and a
/// deeply nested file recurses). POSIX threads rather than Foundation's `Thread` and
/// `NSCondition`: the tool links FoundationEssentials only, which starts faster
/// (docs/cli.md#cold-start) and has neither.
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
    for _ in 1..<threads {
      shared.start { shared.work(work) }
    }
    var delivered = 0
    while delivered < count {
      if let outcome = shared.readyOutcome(delivered) {
        guard deliver(delivered, outcome) else { break }
        delivered += 1
      } else if let index = shared.take() {
        shared.store(work(index), at: index)
      } else {
        guard deliver(delivered, shared.outcome(delivered)) else { break }
        delivered += 1
      }
    }
    shared.finish()
  }

  /// What the threads share, behind one lock.
  private final class Shared<Outcome: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    private var outcomes: [Outcome?]
    private var next = 0
    private var stopped = false
    private var running = 0
    /// The outcome the caller is waiting for, while it waits: a worker wakes it for that one
    /// only. Waking it at every file cost a wake-up and a context switch per file, which grew
    /// against the work as a scenario's run got cheaper.
    private var awaited: Int?

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
        if index == awaited { condition.broadcast() }
      }
      running -= 1
      condition.broadcast()
      condition.unlock()
    }

    /// The next file not yet taken, for the caller to run; nil when none is left (or after a
    /// stop).
    func take() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      guard !stopped, next < outcomes.count else { return nil }
      next += 1
      return next - 1
    }

    /// Keeps the outcome of file `index`, which the caller ran.
    func store(_ outcome: Outcome, at index: Int) {
      condition.lock()
      outcomes[index] = outcome
      condition.unlock()
    }

    /// The outcome of file `index` if it is done (taking it), without waiting.
    func readyOutcome(_ index: Int) -> Outcome? {
      condition.lock()
      defer { condition.unlock() }
      guard let outcome = outcomes[index] else { return nil }
      outcomes[index] = nil
      return outcome
    }

    /// Waits for file `index` and takes its outcome.
    func outcome(_ index: Int) -> Outcome {
      condition.lock()
      defer { condition.unlock() }
      while outcomes[index] == nil {
        awaited = index
        condition.wait()
      }
      awaited = nil
      let outcome = outcomes[index]!
      outcomes[index] = nil
      return outcome
    }

    /// Runs `body` on a new detached thread with a 16 MiB stack.
    func start(_ body: @escaping @Sendable () -> Void) {
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, 16 << 20)
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
      let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
      var thread = pthread_t()
      let status = pthread_create(
        &thread, &attributes,
        { pointer in
          guard let pointer else { return nil }
          Unmanaged<ThreadBody>.fromOpaque(pointer).takeRetainedValue().body()
          return nil
        }, box)
      // Without a thread the work still gets done: the caller and the threads already started
      // take every file.
      if status != 0 {
        Unmanaged<ThreadBody>.fromOpaque(box).release()
      }
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

/// A thread's work, boxed to cross `pthread_create`'s untyped argument.
private final class ThreadBody {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// A mutex with its condition variable, as `NSCondition` has them.
private final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let variable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(variable, nil)
  }

  deinit {
    pthread_cond_destroy(variable)
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    variable.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
  func wait() { pthread_cond_wait(variable, mutex) }
  func broadcast() { pthread_cond_broadcast(variable) }
}
