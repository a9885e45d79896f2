// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "mnemonicstyle.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

namespace {

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("mapgen-workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MAPGEN_VERSION));
}

// Parsed before the QApplication exists, so --help and --version work without a display.
QStringList parseArguments(int argc, char *argv[])
{
    QCoreApplication core(argc, argv);
    setApplicationNames();
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main",
        "Mapgen Workbench: step-by-step lessons in procedural map generation. Watch "
        "islands grow by recursive backtracking and dungeons fill tile by tile, step "
        "forwards and backwards, and paint pits."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scenario"),
        QCoreApplication::translate("main",
            "A scenario file (*.mapgen.json) to open. "
            "Without one, the built-in demo opens."),
        QStringLiteral("[scenario]"));
    parser.process(core);
    return parser.positionalArguments();
}

} // namespace

int main(int argc, char *argv[])
{
    AtomicFile::ignoreFileSizeSignal();
    const QStringList files = parseArguments(argc, argv);

    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setStyle(new MnemonicStyle);
    // The remembered language, before any text is made.
    LanguageManager::instance()->applySavedLanguage();
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Mapgen Workbench"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.mapgen.Workbench"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/mapgen-workbench.svg")));

    MainWindow window;
    // The demo first: it stays if the file given is refused.
    window.openDemo();
    window.show();
    if (!files.isEmpty()) {
        // Opened once the window is up, so a bad file's message has a window to belong to.
        const QString file = files.first();
        QTimer::singleShot(0, &window, [&window, file] { window.openFile(file); });
    }
    return app.exec();
}
