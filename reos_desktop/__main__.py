from reos_desktop.cli.main import main

raise SystemExit(main())
