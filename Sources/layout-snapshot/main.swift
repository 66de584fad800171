import LayoutSnapshotCLI

LayoutSnapshotCommand.main()
