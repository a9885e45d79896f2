// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"
#include "classjournal.h"
#include "classroom.h"
#include "documentfiles.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "mnemonicstyle.h"
#include "quitsignals.h"
#include "scenariofile.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
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
            "Keep the class's answers in this file as they arrive, and make it the class "
            "results (CSV) when the class ends. Given again after a crash, the class goes on."),
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

// The lesson the class will serve: the scenario given, or the demo (which also stays when
// the scenario is refused).
Scenario lessonOf(const QStringList &files)
{
    if (!files.isEmpty()) {
        if (const std::optional<Scenario> scenario = ScenarioFile::read(files.first(), nullptr))
            return *scenario;
    }
    return ScenarioFile::read(DocumentFiles::demoFileName(), nullptr).value_or(Scenario());
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

    // The results file before the window opens: a journal of another lesson, a finished
    // class's results, anything else or a file that cannot be written is refused, unchanged.
    std::optional<ClassJournal::Found> results;
    if (!arguments.classResults.isEmpty()) {
        QString error;
        results = ClassJournal::inspect(arguments.classResults, lessonOf(arguments.files), &error);
        if (!results) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
        if (results->torn) {
            std::fprintf(stderr, "%s\n",
                qPrintable(QCoreApplication::translate("main",
                    "%1: its last line was written only in part (the workbench stopped while "
                    "writing it) and is left out.")
                               .arg(QDir::toNativeSeparators(arguments.classResults))));
        }
    }

    MainWindow window;
    if (results)
        window.classroom()->setResultsFile(arguments.classResults, results->journal);
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
    if (results) {
        QString error;
        if (!window.classroom()->finishResults(&error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return status ? status : 1;
        }
    }
    return status;
}
