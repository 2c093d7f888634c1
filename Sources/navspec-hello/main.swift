// A hello-world binary built exactly as `navspec` is (same package, same configuration), so
// `navspec-bench cold` can compare a cold `navspec run` against the least a Swift program costs
// to start on this machine.
print("hello")
