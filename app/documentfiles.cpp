// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentfiles.h"

#include "lessonsession.h"
#include "recentfilesmenu.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "settingskeys.h"

#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace {

const QString DemoScenario = QStringLiteral(":/scenarios/demo.mapgen.json");

QString lastDirectory()
{
    return QSettings()
        .value(SettingsKeys::LastDirectory,
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

} // namespace

DocumentFiles::DocumentFiles(LessonSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

bool DocumentFiles::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window
        || (event->type() != QEvent::DragEnter && event->type() != QEvent::Drop))
        return QObject::eventFilter(watched, event);
    auto *drop = static_cast<QDropEvent *>(event);
    const QList<QUrl> urls = drop->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile()
        || !urls.first().toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return false;
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop) {
        const QString fileName = urls.first().toLocalFile();
        // Not inside the drop: a dialog during drag and drop confuses some platforms.
        QMetaObject::invokeMethod(
            this, [this, fileName] { openInteractively(fileName); }, Qt::QueuedConnection);
    }
    return true;
}

bool DocumentFiles::open(const QString &fileName)
{
    QString error;
    const std::optional<Scenario> scenario = ScenarioFile::read(fileName, &error);
    if (!scenario) {
        showError(tr("Cannot open scenario"), error);
        return false;
    }
    const QString path = QFileInfo(fileName).absoluteFilePath();
    m_session->document()->load(*scenario, path);
    RecentFilesMenu::add(path);
    QSettings().setValue(SettingsKeys::LastDirectory, QFileInfo(fileName).absolutePath());
    return true;
}

QString DocumentFiles::demoFileName()
{
    return DemoScenario;
}

bool DocumentFiles::openDemo()
{
    QString error;
    const std::optional<Scenario> scenario = ScenarioFile::read(DemoScenario, &error);
    if (!scenario) {
        showError(tr("Cannot open the demo scenario"), error);
        return false;
    }
    m_session->document()->load(*scenario, QString());
    return true;
}

void DocumentFiles::openInteractively(const QString &fileName)
{
    if (!maybeSave())
        return;
    const QString name = !fileName.isEmpty()
        ? fileName
        : QFileDialog::getOpenFileName(m_window, tr("Open Scenario"), lastDirectory(),
            tr("Mapgen scenarios (*.mapgen.json *.json);;All files (*)"));
    if (!name.isEmpty())
        open(name);
}

QString DocumentFiles::suggestedExportName(
    const QString &scenarioFile, const QString &title, const QString &suffix)
{
    QString base;
    QString folder;
    if (!scenarioFile.isEmpty()) {
        const QFileInfo info(scenarioFile);
        folder = info.absolutePath();
        base = info.fileName();
        for (const QLatin1String end : {QLatin1String(".mapgen.json"), QLatin1String(".json")}) {
            if (base.endsWith(end, Qt::CaseInsensitive)) {
                base.chop(end.size());
                break;
            }
        }
    } else {
        folder = lastDirectory();
        // A title may hold what a file name cannot: those characters become spaces.
        static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]+"));
        base = QString(title).replace(unsafe, QStringLiteral(" ")).simplified();
    }
    if (base.isEmpty())
        base = QStringLiteral("map");
    return QDir(folder).filePath(base + QLatin1Char('.') + suffix);
}

bool DocumentFiles::save()
{
    return m_session->document()->fileName().isEmpty() ? saveAs()
                                                       : saveTo(m_session->document()->fileName());
}

bool DocumentFiles::saveAs()
{
    const QString dir = !m_session->document()->fileName().isEmpty()
        ? m_session->document()->fileName()
        : lastDirectory() + QStringLiteral("/scenario.mapgen.json");
    QString name = QFileDialog::getSaveFileName(
        m_window, tr("Save Scenario"), dir, tr("Mapgen scenarios (*.mapgen.json)"));
    if (name.isEmpty())
        return false;
    if (!name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        name += QStringLiteral(".mapgen.json");
    return saveTo(name);
}

bool DocumentFiles::saveTo(const QString &fileName)
{
    QString error;
    if (!ScenarioFile::write(fileName, m_session->document()->scenario(), &error)) {
        showError(tr("Cannot save scenario"), error);
        return false;
    }
    m_session->document()->setFileName(QFileInfo(fileName).absoluteFilePath());
    m_session->document()->setUnmodified();
    RecentFilesMenu::add(m_session->document()->fileName());
    emit statusMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()), 4000);
    return true;
}

bool DocumentFiles::maybeSave()
{
    if (!m_session->document()->isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(m_window, tr("Unsaved changes"),
        tr("The scenario has unsaved changes to its pits or settings. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QString DocumentFiles::mapExportName(bool svg)
{
    const ScenarioDocument *document = m_session->document();
    const QString suggested = suggestedExportName(document->fileName(), document->scenario().title,
        svg ? QStringLiteral("svg") : QStringLiteral("png"));
    return svg ? QFileDialog::getSaveFileName(
               m_window, tr("Export Map as SVG"), suggested, tr("SVG images (*.svg)"))
               : QFileDialog::getSaveFileName(
                   m_window, tr("Export Map as PNG"), suggested, tr("PNG images (*.png)"));
}

void DocumentFiles::showError(const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}
