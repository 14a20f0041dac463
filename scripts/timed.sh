#!/bin/sh
# scripts/timed.sh NAME COMMAND...: runs COMMAND, then says how long it took, in whole seconds, and ends as it
# ended. make test runs each of its steps with it, so that a slow run says where its time went.
name=$1
shift
start=$(date +%s)
"$@"
status=$?
echo "Step $name took $(($(date +%s) - start)) s."
exit $status
