#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

// Writes a whole file or nothing: through a temporary file beside it and an atomic
// rename (QSaveFile), with every write and the flush checked. On any failure (a full
// disk, no permission) the old file stays exactly as it was, no temporary file is left,
// and `errorMessage` names the file and the reason.
class AtomicFile
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)

public:
    static bool write(const QString &fileName, const QByteArray &contents, QString *errorMessage);
    // The same for a file too large to hold in memory: `produce` writes it onto the open
    // temporary file and returns false (with `errorMessage` set) to give up; a failed
    // write on the way is reported as any other.
    static bool write(const QString &fileName, const std::function<bool(QIODevice &)> &produce,
        QString *errorMessage);
};
