// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"
#include "classroom.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "mnemonicstyle.h"
#include "quitsignals.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QHostAddress>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("mapgen-workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MAPGEN_VERSION));
}

struct Arguments
{
    QStringList files;
    bool startClass = false;
    QHostAddress classAddress {QHostAddress::Any};
    quint16 classPort = 0;
    QString classResults;
};

// Parsed before the QApplication exists, so --help and --version work without a display.
Arguments parseArguments(int argc, char *argv[])
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
    const QCommandLineOption classOption(QStringLiteral("class"),
        QCoreApplication::translate(
            "main", "Start the live class at once and print its address (\"class: URL\")."));
    const QCommandLineOption addressOption(QStringLiteral("class-address"),
        QCoreApplication::translate("main", "The address the class listens on (default: all)."),
        QStringLiteral("address"));
    const QCommandLineOption portOption(QStringLiteral("class-port"),
        QCoreApplication::translate("main", "The class's port (default: a free one)."),
        QStringLiteral("port"));
    const QCommandLineOption resultsOption(QStringLiteral("class-results"),
        QCoreApplication::translate("main",
            "Write the class results (CSV) to this file when "
            "the window closes."),
        QStringLiteral("file"));
    parser.addOptions({classOption, addressOption, portOption, resultsOption});
    parser.process(core);
    Arguments arguments;
    arguments.files = parser.positionalArguments();
    arguments.startClass = parser.isSet(classOption);
    if (parser.isSet(addressOption)
        && !arguments.classAddress.setAddress(parser.value(addressOption))) {
        std::fprintf(stderr, "%s\n",
            qPrintable(QCoreApplication::translate("main", "Not an IP address: %1")
                           .arg(parser.value(addressOption))));
        std::exit(2);
    }
    if (parser.isSet(portOption)) {
        bool ok = false;
        const uint port = parser.value(portOption).toUInt(&ok);
        if (!ok || port > 65535) {
            std::fprintf(stderr, "%s\n",
                qPrintable(QCoreApplication::translate("main", "Not a port: %1")
                               .arg(parser.value(portOption))));
            std::exit(2);
        }
        arguments.classPort = quint16(port);
    }
    arguments.classResults = parser.value(resultsOption);
    return arguments;
}

} // namespace

int main(int argc, char *argv[])
{
    AtomicFile::ignoreFileSizeSignal();
    const Arguments arguments = parseArguments(argc, argv);

    QApplication app(argc, argv);
    const QuitSignals quitSignals; // a signal ends the event loop: the lines after exec() run
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
    if (!arguments.files.isEmpty()) {
        // Opened once the window is up, so a bad file's message has a window to belong to.
        const QString file = arguments.files.first();
        QTimer::singleShot(0, &window, [&window, file] { window.openFile(file); });
    }
    if (arguments.startClass) {
        // After the file: the class serves the lesson it opens.
        QTimer::singleShot(0, &window, [&window, &arguments] {
            QString error;
            if (!window.classroom()->start(arguments.classAddress, arguments.classPort, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                QCoreApplication::exit(1);
                return;
            }
            std::printf("class: %s\n", qPrintable(window.classroom()->url()));
            std::fflush(stdout);
        });
    }
    const int status = app.exec();
    if (!arguments.classResults.isEmpty()) {
        QString error;
        if (!window.classroom()->writeResults(arguments.classResults, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return status ? status : 1;
        }
    }
    return status;
}
