# The files under this directory are the input of a test site, not tests to run.
collect_ignore_glob = ["*"]
