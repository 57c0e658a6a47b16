import WCDBSwift
print("wcdb-benchmark: workloads arrive with the benchmark issue")
