#include "atomicfile.h"

#include "scenariofile.h"

#include <QSaveFile>

namespace {

// What a producer writes onto: the temporary file, with the reason of the first failed
// write kept. QSaveFile refuses every write after a failure without a reason, and
// QFileDevice forgets its reason at the next call, so that commit() could only say
// "Unknown error".
class CheckedWriter : public QIODevice
{
public:
    explicit CheckedWriter(QSaveFile &file)
        : m_file(file)
    {
        open(QIODevice::WriteOnly);
    }

    QString failure() const { return m_failure; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        const qint64 written = m_file.write(data, size);
        if (written != size && m_failure.isEmpty())
            m_failure = m_file.errorString();
        return written;
    }

private:
    QSaveFile &m_file;
    QString m_failure;
};

} // namespace

bool AtomicFile::write(const QString &fileName, const QByteArray &contents, QString *errorMessage)
{
    return write(
        fileName, [&contents](QIODevice &file) { return file.write(contents) == contents.size(); },
        errorMessage);
}

bool AtomicFile::write(
    const QString &fileName, const std::function<bool(QIODevice &)> &produce, QString *errorMessage)
{
    QSaveFile file(fileName);
    CheckedWriter writer(file);
    // The first error is the one to report: QFileDevice clears its error string on the
    // next successful call, while QSaveFile remembers only that a write failed.
    const auto report = [&] {
        if (errorMessage) {
            const QString reason
                = !writer.failure().isEmpty() ? writer.failure() : file.errorString();
            *errorMessage
                = tr("%1: cannot be written: %2").arg(ScenarioFile::printable(fileName), reason);
        }
        return false;
    };
    const auto fail = [&] {
        report();
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return fail();
    if (!produce(writer)) {
        // A reason of the producer's own (it set errorMessage) unless a write failed.
        if (writer.failure().isEmpty()) {
            file.cancelWriting();
            return false;
        }
        return fail();
    }
    // Checked here because QSaveFile commits a buffered write whose flush failed, which
    // would replace the old file with a cut-off one.
    if (!writer.failure().isEmpty() || !file.flush())
        return fail();
    if (!file.commit())
        return report();
    return true;
}
