#include "atomicfile.h"

#include "scenariofile.h"

#include <QSaveFile>

bool AtomicFile::write(const QString &fileName, const QByteArray &contents, QString *errorMessage)
{
    QSaveFile file(fileName);
    // The first error is the one to report: QFileDevice clears its error string on the
    // next successful call, while QSaveFile remembers only that a write failed.
    const auto fail = [&] {
        if (errorMessage)
            *errorMessage = tr("%1: cannot be written: %2").arg(ScenarioFile::printable(fileName), file.errorString());
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return fail();
    // Checked here because QSaveFile commits a buffered write whose flush failed, which
    // would replace the old file with a cut-off one.
    if (file.write(contents) != contents.size() || !file.flush())
        return fail();
    if (!file.commit()) {
        if (errorMessage)
            *errorMessage = tr("%1: cannot be written: %2").arg(ScenarioFile::printable(fileName), file.errorString());
        return false;
    }
    return true;
}
