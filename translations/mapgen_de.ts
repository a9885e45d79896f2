<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play the build (Space)</source>
        <translation>Den Aufbau abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Eine Szenariodatei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Demo Scenario</source>
        <translation>&amp;Demo-Szenario öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Export Map as &amp;PNG…</source>
        <translation>Karte als &amp;PNG exportieren …</translation>
    </message>
    <message>
        <source>Export Map as S&amp;VG…</source>
        <translation>Karte als S&amp;VG exportieren …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>Build the islands and play the build</extracomment>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>Zurüc&amp;ksetzen</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Clear everything, pits included (C)</source>
        <translation>Alles löschen, auch die Gruben (C)</translation>
    </message>
    <message>
        <source>Sprin&amp;kle!</source>
        <extracomment>Scatter random pits over the open water</extracomment>
        <translation>St&amp;reuen!</translation>
    </message>
    <message>
        <source>Scatter random pits over the open water at the chosen density</source>
        <translation>Zufällige Gruben in der gewählten Dichte über das offene Wasser streuen</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Neuer Startwert</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Schritt v&amp;or</translation>
    </message>
    <message>
        <source>Show the next step (Right)</source>
        <translation>Den nächsten Schritt zeigen (Rechts)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt zu&amp;rück</translation>
    </message>
    <message>
        <source>Take back the last step (Left)</source>
        <translation>Den letzten Schritt zurücknehmen (Links)</translation>
    </message>
    <message>
        <source>Go to S&amp;tart</source>
        <translation>Zum A&amp;nfang</translation>
    </message>
    <message>
        <source>Show the map before the first step (Home)</source>
        <translation>Die Karte vor dem ersten Schritt zeigen (Pos1)</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Show the finished map (End)</source>
        <translation>Die fertige Karte zeigen (Ende)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind-Safe Palette</source>
        <translation>Pale&amp;tte für Farbfehlsichtige</translation>
    </message>
    <message>
        <source>&amp;About Mapgen Workbench</source>
        <translation>Ü&amp;ber Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;Islands</source>
        <extracomment>Lesson mode: islands grown by recursive backtracking</extracomment>
        <translation>&amp;Inseln</translation>
    </message>
    <message>
        <source>The island lesson: islands grown by recursive backtracking (Ctrl+1)</source>
        <translation>Die Insel-Lektion: Inseln, die durch rekursives Backtracking wachsen (Strg+1)</translation>
    </message>
    <message>
        <source>&amp;Dungeon</source>
        <extracomment>Lesson mode: a dungeon of tiles with a guaranteed start-to-end path</extracomment>
        <translation>&amp;Verlies</translation>
    </message>
    <message>
        <source>The dungeon lesson: tiles with half-doors and a guaranteed start-to-end path (Ctrl+2)</source>
        <translation>Die Verlies-Lektion: Kacheln mit Halbtüren und ein sicherer Weg vom Start zum Ziel (Strg+2)</translation>
    </message>
    <message>
        <source>Re&amp;duce Motion</source>
        <translation>Bewegung ve&amp;rringern</translation>
    </message>
    <message>
        <source>Cells the build changes light up without fading out</source>
        <translation>Vom Aufbau geänderte Zellen leuchten auf, ohne auszublenden</translation>
    </message>
    <message>
        <source>Ne&amp;xt Panel</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next panel or the map (F6)</source>
        <translation>Den Tastaturfokus in den nächsten Bereich oder auf die Karte setzen (F6)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Panel</source>
        <translation>Vor&amp;heriger Bereich</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the panel or the map before (Shift+F6)</source>
        <translation>Den Tastaturfokus in den vorherigen Bereich oder auf die Karte setzen (Umschalt+F6)</translation>
    </message>
    <message>
        <source>Draw each island&apos;s pattern in its cells at every zoom, not only where its number does not fit</source>
        <translation>Das Muster jeder Insel in allen Zoomstufen in ihre Zellen zeichnen, nicht nur dort, wo ihre Nummer nicht hineinpasst</translation>
    </message>
    <message>
        <source>Island Patterns at &amp;Every Size</source>
        <translation>Inselmuster in &amp;jeder Größe</translation>
    </message>
</context>
<context>
    <name>AlgorithmCode</name>
    <message>
        <source>one island after another</source>
        <translation>eine Insel nach der anderen</translation>
    </message>
    <message>
        <source>drawn for every island</source>
        <translation>für jede Insel gezogen</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands keep a cell apart</source>
        <translation>NEU IN 6b: Inseln halten eine Zelle Abstand</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>Zeile für Zeile</translation>
    </message>
    <message>
        <source>no room for a seed</source>
        <translation>kein Platz für eine Keimzelle</translation>
    </message>
    <message>
        <source>the seed becomes land of i</source>
        <translation>die Keimzelle wird Land von i</translation>
    </message>
    <message>
        <source>not enough water reachable through valid cells</source>
        <translation>zu wenig Wasser über gültige Zellen erreichbar</translation>
    </message>
    <message>
        <source>every path from the seed dead-ended</source>
        <translation>jeder Pfad von der Keimzelle endete in einer Sackgasse</translation>
    </message>
    <message>
        <source>the trace reached the step limit: stop</source>
        <translation>das Protokoll erreichte die Schrittgrenze: Halt</translation>
    </message>
    <message>
        <source>one call per cell on the path</source>
        <translation>ein Aufruf pro Zelle auf dem Pfad</translation>
    </message>
    <message>
        <source>base case</source>
        <translation>Basisfall</translation>
    </message>
    <message>
        <source>the orthogonal neighbours</source>
        <translation>die orthogonalen Nachbarn</translation>
    </message>
    <message>
        <source>Fisher-Yates with below()</source>
        <translation>Fisher-Yates mit below()</translation>
    </message>
    <message>
        <source>go one level deeper</source>
        <translation>eine Ebene tiefer</translation>
    </message>
    <message>
        <source>the path through X failed</source>
        <translation>der Pfad über X scheiterte</translation>
    </message>
    <message>
        <source>every candidate failed</source>
        <translation>jeder Kandidat scheiterte</translation>
    </message>
    <message>
        <source>a pit, or land already</source>
        <translation>eine Grube oder schon Land</translation>
    </message>
    <message>
        <source>NEW IN 6b</source>
        <translation>NEU IN 6b</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands never touch</source>
        <translation>NEU IN 6b: Inseln berühren sich nie</translation>
    </message>
    <message>
        <source>open: the non-pit cells, row by row</source>
        <translation>open: die Zellen ohne Grube, Zeile für Zeile</translation>
    </message>
    <message>
        <source>the fill queue</source>
        <translation>die Füllwarteschlange</translation>
    </message>
    <message>
        <source>skip: filled already</source>
        <translation>überspringen: schon gefüllt</translation>
    </message>
    <message>
        <source>rule 1: keep the passage into X</source>
        <translation>Regel 1: den Durchgang nach X erhalten</translation>
    </message>
    <message>
        <source>rule 2: never cut the last path</source>
        <translation>Regel 2: nie den letzten Pfad trennen</translation>
    </message>
    <message>
        <source>the big room always passes</source>
        <translation>der große Raum passt immer</translation>
    </message>
    <message>
        <source>cells never queued stay rock</source>
        <translation>nie eingereihte Zellen bleiben Fels</translation>
    </message>
    <message>
        <source>facing a cell, not border or pit</source>
        <translation>zu einer Zelle hin, nicht zu Rand oder Grube</translation>
    </message>
    <message>
        <source>no half-door faces a wall</source>
        <translation>keine Halbtür zeigt auf eine Wand</translation>
    </message>
    <message>
        <source>once, at the back</source>
        <translation>einmal, hinten</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>CellInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>Bei Schritt:</translation>
    </message>
    <message>
        <source>State:</source>
        <extracomment>Cell Inspector: what the cell is now</extracomment>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <extracomment>Cell Inspector: whether the growing island may expand to the cell now</extracomment>
        <translation>Kandidat:</translation>
    </message>
    <message>
        <source>As a seed:</source>
        <extracomment>Cell Inspector: whether the cell may take an island&apos;s seed</extracomment>
        <translation>Als Keimzelle:</translation>
    </message>
    <message>
        <source>Cell inspector</source>
        <extracomment>Name of the Cell Inspector for screen readers</extracomment>
        <translation>Zellen-Inspektor</translation>
    </message>
    <message>
        <source>valid: open water, inside the map</source>
        <translation>gültig: offenes Wasser, in der Karte</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 4 neighbours</source>
        <translation>geeignet: offenes Wasser, kein Land unter den 4 Nachbarn</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 8 neighbours</source>
        <translation>geeignet: offenes Wasser, kein Land unter den 8 Nachbarn</translation>
    </message>
    <message>
        <source>no: out of the map</source>
        <translation>nein: außerhalb der Karte</translation>
    </message>
    <message>
        <source>no: a pit</source>
        <translation>nein: eine Grube</translation>
    </message>
    <message>
        <source>no: already land of island %1</source>
        <translation>nein: schon Land von Insel %1</translation>
    </message>
    <message>
        <source>no (rule %1): a neighbour of island %2 at (%3, %4)</source>
        <extracomment>Cell Inspector: the seed rule refuses the cell; %1 the rule (6a or 6b), %2 island, (%3, %4) its cell</extracomment>
        <translation>nein (Regel %1): Nachbar von Insel %2 bei (%3, %4)</translation>
    </message>
    <message>
        <source>no (rule 6b): a neighbour of island %1 at (%2, %3)</source>
        <extracomment>Cell Inspector: the 6b rule refuses the cell; %1 the other island, (%2, %3) its cell</extracomment>
        <translation>nein (Regel 6b): Nachbar von Insel %1 bei (%2, %3)</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Keine Zelle ausgewählt</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>the start, before the first step</source>
        <translation>der Anfang, vor dem ersten Schritt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>a pit</source>
        <translation>eine Grube</translation>
    </message>
    <message>
        <source>land of island %1</source>
        <translation>Land von Insel %1</translation>
    </message>
    <message>
        <source>%1, the seed just placed</source>
        <translation>%1, die eben gesetzte Keimzelle</translation>
    </message>
    <message>
        <source>%1, the cell just added</source>
        <translation>%1, die eben hinzugefügte Zelle</translation>
    </message>
    <message>
        <source>%1, the cell just backtracked</source>
        <translation>%1, die eben zurückgenommene Zelle</translation>
    </message>
    <message>
        <source>%1, a candidate of the cell just added</source>
        <translation>%1, ein Kandidat der eben hinzugefügten Zelle</translation>
    </message>
    <message>
        <source>no island left to grow</source>
        <extracomment>Cell Inspector: no island is growing or left to grow</extracomment>
        <translation>keine Insel mehr zu bauen</translation>
    </message>
    <message>
        <source>for island %1, %2</source>
        <extracomment>Cell Inspector: %1 island, %2 the verdict</extracomment>
        <translation>für Insel %1: %2</translation>
    </message>
    <message>
        <source>no island left to seed</source>
        <extracomment>Cell Inspector, As a seed: every island has been built (or the build gave up)</extracomment>
        <translation>keine Insel mehr zu säen</translation>
    </message>
    <message>
        <source>shown once the question is answered</source>
        <extracomment>Cell Inspector: instead of a verdict while a question is open</extracomment>
        <translation>wird angezeigt, sobald die Frage beantwortet ist</translation>
    </message>
    <message>
        <source>a candidate: open water beside the current cell (%1, %2), not tried yet</source>
        <extracomment>Cell Inspector: grow() may try the cell next; (%1, %2) the cell grow() is at now</extracomment>
        <translation>ein Kandidat: offenes Wasser neben der aktuellen Zelle (%1, %2), noch nicht versucht</translation>
    </message>
    <message>
        <source>no: not beside the current cell (%1, %2), so not its candidate</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>nein: nicht neben der aktuellen Zelle (%1, %2), also nicht ihr Kandidat</translation>
    </message>
    <message>
        <source>no: tried from the current cell (%1, %2) already</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>nein: von der aktuellen Zelle (%1, %2) aus schon versucht</translation>
    </message>
    <message>
        <source>no: it has no cell yet, its seed comes first</source>
        <extracomment>Cell Inspector: the island growing next has no cell to grow from yet</extracomment>
        <translation>nein: sie hat noch keine Zelle, zuerst kommt ihre Keimzelle</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>its first line is not a class journal&apos;s header</source>
        <translation>seine erste Zeile ist nicht der Kopf eines Klassenprotokolls</translation>
    </message>
    <message>
        <source>it was written by a newer version of the workbench</source>
        <translation>es wurde von einer neueren Version der Werkbank geschrieben</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>sein Kopf ist beschädigt</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Nothing can be written in the folder of %1: %2</source>
        <translation>Im Ordner von %1 kann nichts geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is a folder. Name a file for the class results.</source>
        <translation>%1 ist ein Ordner. Geben Sie eine Datei für die Klassenergebnisse an.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 holds the results of a class that has ended. Name another file for this class&apos;s results.</source>
        <translation>%1 enthält die Ergebnisse einer beendeten Klasse. Geben Sie für die Ergebnisse dieser Klasse eine andere Datei an.</translation>
    </message>
    <message>
        <source>%1 is neither a class journal nor class results. Name another file for the class results.</source>
        <translation>%1 ist weder ein Klassenprotokoll noch Klassenergebnisse. Geben Sie eine andere Datei für die Klassenergebnisse an.</translation>
    </message>
    <message>
        <source>%1 is a class journal that cannot be continued: %2. Name another file for the class results.</source>
        <translation>%1 ist ein Klassenprotokoll, das nicht fortgesetzt werden kann: %2. Geben Sie eine andere Datei für die Klassenergebnisse an.</translation>
    </message>
    <message>
        <source>%1 is the journal of a class with another lesson (%2, %3 x %4): open that lesson to continue its class, or name another file for the class results.</source>
        <translation>%1 ist das Protokoll einer Klasse mit einer anderen Lektion (%2, %3 x %4): Öffnen Sie diese Lektion, um ihre Klasse fortzusetzen, oder geben Sie eine andere Datei für die Klassenergebnisse an.</translation>
    </message>
    <message>
        <source>line %1 is not an event of a class</source>
        <translation>Zeile %1 ist kein Ereignis einer Klasse</translation>
    </message>
    <message>
        <source>The class&apos;s journal %1 is not open.</source>
        <translation>Das Klassenprotokoll %1 ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 cannot be written to the disk: %2</source>
        <translation>%1 kann nicht auf die Festplatte geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>The address on each network of this computer: choose the one the students&apos; phones are on</source>
        <translation>Die Adresse in jedem Netzwerk dieses Computers: Wählen Sie die aus, in deren Netzwerk die Handys der Studierenden sind</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>Beitrittscode: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>%n Person beigetreten</numerusform>
            <numerusform>%n Personen beigetreten</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>A&amp;ufdecken</translation>
    </message>
    <message>
        <source>Show which answers are right, here and on every phone</source>
        <translation>Zeigen, welche Antworten richtig sind, hier und auf jedem Handy</translation>
    </message>
    <message>
        <source>&amp;End Class</source>
        <translation>Klasse b&amp;eenden</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the &amp;map</source>
        <extracomment>A check box in the Class panel: lets the lecturer&apos;s mouse paint pits during a class</extracomment>
        <translation>&amp;Karte bearbeiten</translation>
    </message>
    <message>
        <source>Let the mouse and Space paint pits on the map. Every phone follows each edit; off, a click on the map only focuses the window.</source>
        <translation>Lässt Maus und Leertaste Gruben auf die Karte malen. Jedes Handy folgt jeder Änderung; ausgeschaltet aktiviert ein Klick auf die Karte nur das Fenster.</translation>
    </message>
</context>
<context>
    <name>ClassServer</name>
    <message>
        <source>The class could not listen on %1.</source>
        <translation>Die Klasse konnte nicht auf %1 lauschen.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Start &amp;Class</source>
        <translation>Klas&amp;se starten</translation>
    </message>
    <message>
        <source>Serve this lesson to the students&apos; phones on the local network: they follow the map and answer the questions (F7 again ends the class)</source>
        <translation>Diese Lektion im lokalen Netzwerk an die Handys der Studierenden ausliefern: Sie folgen der Karte und beantworten die Fragen (F7 beendet die Klasse wieder)</translation>
    </message>
    <message>
        <source>Re&amp;veal Answers</source>
        <translation>Antworten a&amp;ufdecken</translation>
    </message>
    <message>
        <source>Mark the answers the rule book accepts, here and on every phone</source>
        <translation>Die Antworten markieren, die das Regelwerk annimmt, hier und auf jedem Handy</translation>
    </message>
    <message>
        <source>Class &amp;Results...</source>
        <translation>Klassen&amp;ergebnisse...</translation>
    </message>
    <message>
        <source>The class&apos;s answers as CSV: a row per question, no names</source>
        <translation>Die Antworten der Klasse als CSV: eine Zeile pro Frage, keine Namen</translation>
    </message>
    <message>
        <source>Start Class</source>
        <translation>Klasse starten</translation>
    </message>
    <message>
        <source>This build of the workbench has no web lesson player (built without emscripten), so it cannot serve a class.</source>
        <translation>Diese Version der Werkbank enthält keinen Player für Web-Lektionen (ohne emscripten gebaut) und kann daher keine Klasse bedienen.</translation>
    </message>
    <message>
        <source>End &amp;Class</source>
        <translation>Klas&amp;se beenden</translation>
    </message>
    <message>
        <source>Export Class Results</source>
        <translation>Klassenergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Was tut der Algorithmus als Nächstes?</translation>
    </message>
    <message>
        <source>Which cell is added next?</source>
        <translation>Welche Zelle kommt als Nächstes hinzu?</translation>
    </message>
    <message>
        <source>Where does the next tile go?</source>
        <translation>Wohin kommt die nächste Kachel?</translation>
    </message>
    <message numerus="yes">
        <source>%1% of the room right (%2 of %n)</source>
        <translation>
            <numerusform>%1% der Klasse richtig (%2 von %n)</numerusform>
            <numerusform>%1% der Klasse richtig (%2 von %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers</source>
        <translation>Keine Antworten</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Die Antwort: %1.</translation>
    </message>
    <message>
        <source>During the class the map paints no pits (every phone follows an edit): tick &quot;Edit the map&quot; in the Class panel to paint</source>
        <translation>Während der Klasse malt die Karte keine Gruben (jedes Handy folgt jeder Änderung): „Karte bearbeiten“ im Bereich Klasse ankreuzen, um zu malen</translation>
    </message>
    <message>
        <source>Class Results</source>
        <translation>Klassenergebnisse</translation>
    </message>
    <message>
        <source>The answers are still counted, but those not written to the file are lost if the workbench stops before the class ends.</source>
        <translation>Die Antworten werden weiter gezählt, aber die nicht in die Datei geschriebenen gehen verloren, wenn die Werkbank vor dem Ende der Klasse beendet wird.</translation>
    </message>
    <message>
        <source>%1 is this class&apos;s journal: it becomes the class results when the class ends.</source>
        <translation>%1 ist das Protokoll dieser Klasse: Es wird zu den Klassenergebnissen, wenn die Klasse endet.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Current line %1: %2</source>
        <extracomment>Code dock, for screen readers: the line the current step executes</extracomment>
        <translation>Aktuelle Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>CompareMode</name>
    <message>
        <source>Build the same world twice side by side, with another rule, randomize or seed on the right</source>
        <translation>Dieselbe Welt zweimal nebeneinander bauen, rechts mit anderer Regel, zufälliger Reihenfolge oder anderem Startwert</translation>
    </message>
    <message>
        <source>Right side:</source>
        <translation>Rechte Seite:</translation>
    </message>
    <message>
        <source>Stage 6a</source>
        <translation>Stufe 6a</translation>
    </message>
    <message>
        <source>Stage 6b</source>
        <translation>Stufe 6b</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Zufällige Reihenfolge</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Vergleich beenden</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Ver&amp;gleichen</translation>
    </message>
    <message>
        <source>The templates the right side&apos;s dungeon may place (the big room always)</source>
        <translation>Die Vorlagen, die das Verlies der rechten Seite setzen darf (den großen Raum immer)</translation>
    </message>
    <message>
        <source>Follow:</source>
        <translation>Folgen:</translation>
    </message>
    <message>
        <source>Step number</source>
        <translation>Schrittnummer</translation>
    </message>
    <message>
        <source>Island progress</source>
        <translation>Inselfortschritt</translation>
    </message>
    <message>
        <source>How the right side follows the timeline: the same step number, or the same island at the same size or state where the builds&apos; lengths differ</source>
        <translation>Wie die rechte Seite der Zeitleiste folgt: mit derselben Schrittnummer oder, wo die Aufbauten verschieden lang sind, mit derselben Insel in derselben Größe oder demselben Zustand</translation>
    </message>
    <message>
        <source>Tiles: %1 of %2</source>
        <translation>Kacheln: %1 von %2</translation>
    </message>
    <message>
        <source>Right side&apos;s statistics</source>
        <translation>Statistik der rechten Seite</translation>
    </message>
</context>
<context>
    <name>ConstructCoach</name>
    <message>
        <source>The first wrong move was at step %1.</source>
        <translation>Der erste falsche Zug war bei Schritt %1.</translation>
    </message>
    <message>
        <source>took %1 min %2 s</source>
        <translation>Dauer %1 min %2 s</translation>
    </message>
    <message numerus="yes">
        <source>took %n s</source>
        <extracomment>How long You Are the Algorithm took, e.g. &quot;took 12 min 5 s&quot;</extracomment>
        <translation>
            <numerusform>Dauer %n s</numerusform>
            <numerusform>Dauer %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>You Are the Algorithm</source>
        <translation>Sie sind der Algorithmus</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm</source>
        <translation>Sie sind der A&amp;lgorithmus</translation>
    </message>
    <message>
        <source>&amp;Make Every Step Yourself</source>
        <translation>&amp;Jeden Schritt selbst machen</translation>
    </message>
    <message>
        <source>Make every step of the build yourself; the workbench checks each move</source>
        <translation>Machen Sie jeden Schritt des Aufbaus selbst; die Werkbank prüft jeden Zug</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show the right move, on the map and in words (counted)</source>
        <translation>Den richtigen Zug zeigen, auf der Karte und in Worten (wird gezählt)</translation>
    </message>
    <message>
        <source>&amp;Save Result…</source>
        <translation>Ergebnis &amp;speichern…</translation>
    </message>
    <message>
        <source>Save moves, right, wrong, hints and time as a small JSON file for the lecturer</source>
        <translation>Züge, richtige, falsche, Tipps und Zeit als kleine JSON-Datei für die Lehrkraft speichern</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>Die Rekursion springt eine Zelle zurück</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>Die Insel hat ihre Größe</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>Die Insel kann nicht wachsen</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Alle Inseln sind gebaut</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>Der Aufbau gibt auf: zu komplex</translation>
    </message>
    <message>
        <source>Turn the mode on with Build &gt; You Are the Algorithm (%1).</source>
        <translation>Schalten Sie den Modus mit Aufbau &gt; Sie sind der Algorithmus ein (%1).</translation>
    </message>
    <message>
        <source>Waiting for the build&apos;s next steps…</source>
        <translation>Warten auf die nächsten Schritte des Aufbaus…</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move. The Call Stack shows the current cell and the island&apos;s size.</source>
        <translation>Schritt %1 von %2: Was tut der Algorithmus jetzt? Klicken Sie die Zelle an, die er hinzufügt (oder als Keimzelle setzt), oder wählen Sie einen Zug. Der Aufrufstapel zeigt die aktuelle Zelle und die Größe der Insel.</translation>
    </message>
    <message>
        <source>Step %1 of %2: click the cell that gets the next tile.</source>
        <translation>Schritt %1 von %2: Klicken Sie die Zelle an, die die nächste Kachel bekommt.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2? Choose it and press Place.</source>
        <translation>Welche Kachel, wie gedreht, kommt auf Zeile %1, Spalte %2? Wählen Sie sie und drücken Sie Legen.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n richtig</numerusform>
            <numerusform>%n richtig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n falsch</numerusform>
            <numerusform>%n falsch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n Tipp</numerusform>
            <numerusform>%n Tipps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Result: %n move(s)</source>
        <translation>
            <numerusform>Ergebnis: %n Zug</numerusform>
            <numerusform>Ergebnis: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>You built the whole map.</source>
        <translation>Sie haben die ganze Karte gebaut.</translation>
    </message>
    <message>
        <source>Stopped before the end of the build.</source>
        <translation>Vor dem Ende des Aufbaus beendet.</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be the seed as well. The seed is drawn at random; this build drew row %3, column %4, and goes on with it.</source>
        <translation>Zeile %1, Spalte %2 könnte ebenso die Keimzelle sein. Die Keimzelle wird zufällig gezogen; dieser Aufbau zog Zeile %3, Spalte %4 und macht damit weiter.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate as well. Randomize shuffles the candidates; this build tries row %3, column %4 first and goes on with it.</source>
        <translation>Zeile %1, Spalte %2 ist ebenso ein Kandidat. Die zufällige Reihenfolge mischt die Kandidaten; dieser Aufbau versucht zuerst Zeile %3, Spalte %4 und macht damit weiter.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the seed: %3</source>
        <translation>Zeile %1, Spalte %2 als Keimzelle: %3</translation>
    </message>
    <message>
        <source>No cell is added now: %1.</source>
        <translation>Jetzt kommt keine Zelle hinzu: %1.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not beside the current cell (%3, %4): grow() tries only the cells above, left, right and below it.</source>
        <translation>Zeile %1, Spalte %2 liegt nicht neben der aktuellen Zelle (%3, %4): grow() versucht nur die Zellen darüber, links, rechts und darunter.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the next cell: %3</source>
        <translation>Zeile %1, Spalte %2 als nächste Zelle: %3</translation>
    </message>
    <message>
        <source>Row %1, column %2 was tried from (%3, %4) already and backtracked.</source>
        <translation>Zeile %1, Spalte %2 wurde von (%3, %4) aus schon versucht und zurückgenommen (Rücksprung).</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate, but another comes first: without randomize, grow() tries them up, left, right, down.</source>
        <translation>Zeile %1, Spalte %2 ist ein Kandidat, aber ein anderer kommt zuerst: ohne zufällige Reihenfolge versucht grow() sie oben, links, rechts, unten.</translation>
    </message>
    <message>
        <source>Not %1 now: %2.</source>
        <translation>Jetzt nicht %1: %2.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (click it)</source>
        <translation>Insel %1 ist als Nächste dran und braucht eine Keimzelle (klicken Sie sie an)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try (click it)</source>
        <translation>die aktuelle Zelle (%1, %2) hat noch einen Kandidaten zu versuchen (klicken Sie ihn an)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) has no candidate left to try</source>
        <translation>die aktuelle Zelle (%1, %2) hat keinen Kandidaten mehr zu versuchen</translation>
    </message>
    <message numerus="yes">
        <source>island %1 has its %n cell(s)</source>
        <translation>
            <numerusform>Insel %1 hat ihre %n Zelle</numerusform>
            <numerusform>Insel %1 hat ihre %n Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell is left where island %1 could have its seed</source>
        <translation>es bleibt keine Zelle, wo Insel %1 ihre Keimzelle haben könnte</translation>
    </message>
    <message>
        <source>too little water is reachable from the seed of island %1</source>
        <translation>von der Keimzelle der Insel %1 ist zu wenig Wasser erreichbar</translation>
    </message>
    <message>
        <source>every path from the seed of island %1 dead-ended</source>
        <translation>jeder Weg von der Keimzelle der Insel %1 endete in einer Sackgasse</translation>
    </message>
    <message>
        <source>every island has been built</source>
        <translation>jede Insel ist gebaut</translation>
    </message>
    <message>
        <source>the build has reached its step limit</source>
        <translation>der Aufbau hat seine Schrittgrenze erreicht</translation>
    </message>
    <message>
        <source>No tile is placed any more.</source>
        <translation>Es wird keine Kachel mehr gelegt.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a pit.</source>
        <translation>Zeile %1, Spalte %2 ist eine Grube.</translation>
    </message>
    <message>
        <source>Row %1, column %2 has a tile already.</source>
        <translation>Zeile %1, Spalte %2 hat schon eine Kachel.</translation>
    </message>
    <message>
        <source>Row %1, column %2 waits in the fill queue; the cell at its front comes first.</source>
        <translation>Zeile %1, Spalte %2 wartet in der Füllwarteschlange; die Zelle an ihrer Spitze kommt zuerst.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not in the fill queue: only cells beside an open door join it.</source>
        <translation>Zeile %1, Spalte %2 ist nicht in der Füllwarteschlange: nur Zellen neben einer offenen Tür kommen hinein.</translation>
    </message>
    <message>
        <source>That tile does not fit on row %1, column %2: %3</source>
        <translation>Diese Kachel passt nicht auf Zeile %1, Spalte %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turn(s) and goes on with it.</source>
        <translation>
            <numerusform>Diese Kachel passt ebenso. Ein gültiger Kandidat wird zufällig gezogen; dieser Aufbau zog %1 mit %n Vierteldrehung und macht damit weiter.</numerusform>
            <numerusform>Diese Kachel passt ebenso. Ein gültiger Kandidat wird zufällig gezogen; dieser Aufbau zog %1 mit %n Vierteldrehungen und macht damit weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Hint: %1 on row %2, column %3</source>
        <translation>Tipp: %1 auf Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>Tipp: %1 mit %n Vierteldrehung auf Zeile %2, Spalte %3</numerusform>
            <numerusform>Tipp: %1 mit %n Vierteldrehungen auf Zeile %2, Spalte %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Result</source>
        <translation>Ergebnis speichern</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Ergebnisdateien (*.json)</translation>
    </message>
    <message>
        <source>Result saved to %1</source>
        <translation>Ergebnis gespeichert in %1</translation>
    </message>
    <message>
        <source>&amp;Backtrack</source>
        <translation>&amp;Rücksprung</translation>
    </message>
    <message>
        <source>Island &amp;Complete</source>
        <translation>Insel &amp;fertig</translation>
    </message>
    <message>
        <source>Island &amp;Failed</source>
        <translation>Insel &amp;gescheitert</translation>
    </message>
    <message>
        <source>All &amp;Done</source>
        <translation>Alles &amp;erledigt</translation>
    </message>
    <message>
        <source>&amp;Too Complex</source>
        <translation>&amp;Zu komplex</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Keimzelle</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be drawn as well; this build drew row %3, column %4, and goes on with it.</source>
        <translation>Zeile %1, Spalte %2 hätte ebenso gezogen werden können; dieser Aufbau zog Zeile %3, Spalte %4 und macht damit weiter.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is outside the map.</source>
        <translation>Zeile %1, Spalte %2 liegt außerhalb der Karte.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is the start; the end goes on another open cell.</source>
        <translation>Zeile %1, Spalte %2 ist der Start; das Ziel kommt auf eine andere freie Zelle.</translation>
    </message>
    <message>
        <source>The start and the end get the big room (%1).</source>
        <translation>Start und Ziel bekommen den großen Raum (%1).</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed</source>
        <translation>Insel %1 ist als Nächste dran und braucht eine Keimzelle</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try</source>
        <translation>die aktuelle Zelle (%1, %2) hat noch einen Kandidaten zu versuchen</translation>
    </message>
</context>
<context>
    <name>ConstructPanel</name>
    <message>
        <source>Place the chosen tile on row %1, column %2</source>
        <translation>Die gewählte Kachel auf Zeile %1, Spalte %2 legen</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not that.</source>
        <translation>Das nicht.</translation>
    </message>
    <message>
        <source>You are the algorithm: make every step of the build yourself. Click the cell to add, or the next seed (or move the map&apos;s cursor with the arrow keys and press Enter), or choose a move below. A right move is carried out; a wrong one is explained and changes nothing.</source>
        <translation>Sie sind der Algorithmus: Machen Sie jeden Schritt des Aufbaus selbst. Klicken Sie die Zelle an, die hinzukommt, oder die nächste Keimzelle (oder bewegen Sie den Kartencursor mit den Pfeiltasten und drücken Sie Enter), oder wählen Sie unten einen Zug. Ein richtiger Zug wird ausgeführt; ein falscher wird erklärt und ändert nichts.</translation>
    </message>
    <message>
        <source>You are the algorithm: click the queued cell that gets the next tile (or move the map&apos;s cursor with the arrow keys and press Enter), then choose the tile and its turn. The workbench does the steps that are not your decision: drawing start and end with their big rooms, rejecting candidates, clipping and queueing, and skipping filled cells.</source>
        <translation>Sie sind der Algorithmus: Klicken Sie die wartende Zelle an, die die nächste Kachel bekommt (oder bewegen Sie den Kartencursor mit den Pfeiltasten und drücken Sie Enter), dann wählen Sie die Kachel und ihre Drehung. Die Werkbank macht die Schritte, die nicht Ihre Entscheidung sind: Start und Ziel ziehen mit ihren großen Räumen, Kandidaten verwerfen, Halbtüren kappen und Zellen einreihen, gefüllte Zellen überspringen.</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Legen</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Islands</source>
        <translation>Inseln</translation>
    </message>
    <message>
        <source>How many islands to grow in one run (1 to 8).</source>
        <translation>Wie viele Inseln in einem Durchlauf wachsen (1 bis 8).</translation>
    </message>
    <message>
        <source>Mi&amp;n island size:</source>
        <translation>&amp;Minimale Inselgröße:</translation>
    </message>
    <message>
        <source>Ma&amp;x island size:</source>
        <translation>Ma&amp;ximale Inselgröße:</translation>
    </message>
    <message>
        <source>Each island aims for a random size between min and max cells. If min is larger than max, the two are swapped.</source>
        <translation>Jede Insel strebt eine zufällige Größe zwischen Minimum und Maximum Zellen an. Ist das Minimum größer als das Maximum, werden beide vertauscht.</translation>
    </message>
    <message>
        <source>On: candidates are shuffled, shapes look organic. Off: candidates are tried in a fixed order (up, left, right, down).</source>
        <translation>An: Die Kandidaten werden gemischt, die Formen wirken natürlich. Aus: Die Kandidaten werden in fester Reihenfolge probiert (oben, links, rechts, unten).</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Re&amp;gel:</translation>
    </message>
    <message>
        <source>Stage 6a: orthogonal</source>
        <extracomment>Island rule 6a: islands only keep apart orthogonally</extracomment>
        <translation>Stufe 6a: orthogonal</translation>
    </message>
    <message>
        <source>Stage 6b: all 8 neighbours</source>
        <extracomment>Island rule 6b: no island may touch another, not even diagonally</extracomment>
        <translation>Stufe 6b: alle 8 Nachbarn</translation>
    </message>
    <message>
        <source>Stage 6a only asks for open water; Stage 6b also keeps every island away from the others in all 8 directions.</source>
        <translation>Stufe 6a verlangt nur offenes Wasser; Stufe 6b hält außerdem jede Insel in allen 8 Richtungen von den anderen fern.</translation>
    </message>
    <message>
        <source>S&amp;tep limit:</source>
        <translation>S&amp;chrittgrenze:</translation>
    </message>
    <message>
        <source>A build that reaches this many steps stops with &quot;Too complex&quot;.</source>
        <translation>Ein Aufbau, der so viele Schritte erreicht, bricht mit „Zu komplex“ ab.</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same map.</source>
        <translation>Derselbe Startwert mit denselben Einstellungen ergibt immer dieselbe Karte.</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>Button that picks a new random seed</extracomment>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation>Einen neuen zufälligen Startwert wählen</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>S&amp;palten:</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Gruben</translation>
    </message>
    <message>
        <source>&amp;Allow pit placement</source>
        <translation>Gr&amp;uben setzen erlauben</translation>
    </message>
    <message>
        <source>Left-drag on the map paints pits, right-drag erases them.</source>
        <translation>Ziehen mit der linken Maustaste malt Gruben auf die Karte, mit der rechten werden sie gelöscht.</translation>
    </message>
    <message>
        <source>Densit&amp;y:</source>
        <extracomment>Share of open cells that Sprinkle! turns into pits</extracomment>
        <translation>D&amp;ichte:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>Suffix of the pit density value, a percentage (mind the locale&apos;s spacing)</extracomment>
        <translation> %</translation>
    </message>
    <message>
        <source>Number of &amp;islands:</source>
        <translation>Anzahl d&amp;er Inseln:</translation>
    </message>
    <message>
        <source>Rand&amp;omize</source>
        <translation>Zufällige Reihen&amp;folge</translation>
    </message>
</context>
<context>
    <name>DockNavigation</name>
    <message>
        <source>F6 moves to the next panel, Shift+F6 to the one before.</source>
        <translation>F6 wechselt in den nächsten Bereich, Umschalt+F6 in den vorherigen.</translation>
    </message>
    <message>
        <source>The %1 panel. %2</source>
        <extracomment>Accessible description of a panel&apos;s scrolling area or list; %1 is the panel&apos;s title</extracomment>
        <translation>Bereich „%1“. %2</translation>
    </message>
</context>
<context>
    <name>DocumentFiles</name>
    <message>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot open the demo scenario</source>
        <translation>Das Demo-Szenario lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json *.json);;All files (*)</source>
        <translation>Mapgen-Szenarien (*.mapgen.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json)</source>
        <translation>Mapgen-Szenarien (*.mapgen.json)</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes to its pits or settings. Save them first?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen an Gruben oder Einstellungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Export Map as SVG</source>
        <translation>Karte als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export Map as PNG</source>
        <translation>Karte als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>DungeonCallStackModel</name>
    <message>
        <source>up</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>down</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Call Stack (dungeon): a cell with no required sides</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>&gt; filling (%1, %2): required %3</source>
        <extracomment>Call Stack (dungeon): the queue&apos;s front cell whose candidates are checked</extracomment>
        <translation>&gt; fülle (%1, %2): gefordert %3</translation>
    </message>
    <message>
        <source>template %1, rotation %2</source>
        <translation>Vorlage %1, Drehung %2</translation>
    </message>
    <message>
        <source>    %1: placed</source>
        <extracomment>Call Stack (dungeon): the candidate drawn among the valid ones</extracomment>
        <translation>    %1: gesetzt</translation>
    </message>
    <message>
        <source>    %1: x rule 1, misses a required side</source>
        <translation>    %1: x Regel 1, eine geforderte Seite fehlt</translation>
    </message>
    <message>
        <source>    %1: x rule 2, would cut the last start-to-end path</source>
        <translation>    %1: x Regel 2, würde den letzten Pfad von Start zu Ziel trennen</translation>
    </message>
    <message>
        <source>%1. queued (%2, %3): required %4</source>
        <extracomment>Call Stack (dungeon): a cell waiting in the fill queue; %1 its place, from 1</extracomment>
        <translation>%1. eingereiht (%2, %3): gefordert %4</translation>
    </message>
    <message>
        <source>The cell being filled and the fill queue are shown once the question is answered.</source>
        <extracomment>Call Stack (dungeon): instead of its lines while a question is open</extracomment>
        <translation>Die Zelle, die gefüllt wird, und die Füllwarteschlange werden angezeigt, sobald die Frage beantwortet ist.</translation>
    </message>
</context>
<context>
    <name>DungeonEditor</name>
    <message>
        <source>Build the dungeon and play the build (F5)</source>
        <translation>Das Verlies aufbauen und den Aufbau abspielen (F5)</translation>
    </message>
    <message>
        <source>Clear the tiles and log, keep the pits (R)</source>
        <translation>Kacheln und Protokoll löschen, Gruben behalten (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the dungeon&apos;s marks</source>
        <translation>Okabe-Ito-Farben für die Markierungen im Verlies</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Kachel-Inspektor</translation>
    </message>
    <message>
        <source>Tile Set</source>
        <translation>Kachelsatz</translation>
    </message>
    <message>
        <source>The cell being filled with its candidates&apos; verdicts so far, then the fill queue in order with each cell&apos;s required sides.</source>
        <extracomment>Call Stack dock of the dungeon lesson: how to read it</extracomment>
        <translation>Die Zelle, die gerade gefüllt wird, mit den Urteilen über ihre Kandidaten bisher, dann die Füllwarteschlange der Reihe nach mit den geforderten Seiten jeder Zelle.</translation>
    </message>
</context>
<context>
    <name>DungeonGenerator</name>
    <message numerus="yes">
        <source>A dungeon needs at least two open cells for start and end; this map has %n.</source>
        <translation>
            <numerusform>Ein Verlies braucht mindestens zwei offene Zellen für Start und Ziel; diese Karte hat %n.</numerusform>
            <numerusform>Ein Verlies braucht mindestens zwei offene Zellen für Start und Ziel; diese Karte hat %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start (%1, %2) and end (%3, %4) are cut apart by pits: no chain of open cells joins them.</source>
        <extracomment>%1,%2 and %3,%4 are row and column of the start and the end cell</extracomment>
        <translation>Start (%1, %2) und Ziel (%3, %4) sind durch Gruben getrennt: Keine Kette offener Zellen verbindet sie.</translation>
    </message>
    <message>
        <source>The tile set has no big room (a template with all eight half-doors, 255), so a cell could get stuck.</source>
        <translation>Der Kachelsatz hat keinen großen Raum (eine Vorlage mit allen acht Halbtüren, 255), daher könnte eine Zelle unfüllbar bleiben.</translation>
    </message>
</context>
<context>
    <name>DungeonLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Nicht genug Speicher</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon of %1 x %2 cells.</source>
        <translation>Nicht genug Speicher für ein Verlies von %1 × %2 Zellen.</translation>
    </message>
    <message>
        <source>Cannot build the dungeon: %1</source>
        <extracomment>Status bar when a dungeon build cannot start; %1 the reason</extracomment>
        <translation>Das Verlies kann nicht aufgebaut werden: %1</translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a dungeon build; %1 is &quot;%Ln tile(s) placed&quot; and %2 &quot;%Ln candidate(s) rejected&quot;</extracomment>
        <translation>Aufgebaut: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tile(s) placed</source>
        <translation>
            <numerusform>%Ln Kachel gesetzt</numerusform>
            <numerusform>%Ln Kacheln gesetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln candidate(s) rejected</source>
        <translation>
            <numerusform>%Ln Kandidat abgewiesen</numerusform>
            <numerusform>%Ln Kandidaten abgewiesen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonModel</name>
    <message>
        <source>S</source>
        <extracomment>Map cell label of the dungeon&apos;s start</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map cell label of the dungeon&apos;s end</extracomment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Tool tip of a map cell: row and column</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: Grube</translation>
    </message>
    <message>
        <source>%1: queued, required half-doors %2</source>
        <translation>%1: in der Warteschlange, geforderte Halbtüren %2</translation>
    </message>
    <message>
        <source>%1: rock</source>
        <translation>%1: Fels</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n quarter turn(s), doors %3</source>
        <translation>
            <numerusform>%1: %2, %n Vierteldrehung, Türen %3</numerusform>
            <numerusform>%1: %2, %n Vierteldrehungen, Türen %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (start)</source>
        <translation> (Start)</translation>
    </message>
    <message>
        <source> (end)</source>
        <translation> (Ziel)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <source>Start at (%1, %2)</source>
        <extracomment>Dungeon log: the start cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Start bei (%1, %2)</translation>
    </message>
    <message>
        <source>End at (%1, %2)</source>
        <extracomment>Dungeon log: the end cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Ziel bei (%1, %2)</translation>
    </message>
    <message>
        <source>+ queue (%1, %2)</source>
        <extracomment>Dungeon log: a neighbour got a half-door towards it and waits to be filled</extracomment>
        <translation>+ Warteschlange (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1, %n quarter turn(s), at (%2, %3): doors %4</source>
        <extracomment>Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask</extracomment>
        <translation>
            <numerusform>Setze %1, %n Vierteldrehung, auf (%2, %3): Türen %4</numerusform>
            <numerusform>Setze %1, %n Vierteldrehungen, auf (%2, %3): Türen %4</numerusform>
        </translation>
    </message>
    <message>
        <source>x clip (%1, %2): half-doors %3 removed</source>
        <extracomment>Dungeon log: half-doors of a filled cell facing the new tile were unanswered and removed</extracomment>
        <translation>x kappen (%1, %2): Halbtüren %3 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): a required side is not answered</source>
        <extracomment>Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n Vierteldrehung (%2): eine geforderte Seite bleibt unbeantwortet</numerusform>
            <numerusform>- %1, %n Vierteldrehungen (%2): eine geforderte Seite bleibt unbeantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): would cut the last start-to-end path</source>
        <extracomment>Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n Vierteldrehung (%2): würde den letzten Weg vom Start zum Ziel abschneiden</numerusform>
            <numerusform>- %1, %n Vierteldrehungen (%2): würde den letzten Weg vom Start zum Ziel abschneiden</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (%1, %2): already filled</source>
        <extracomment>Dungeon log: the front of the fill queue was filled already (the end)</extracomment>
        <translation>Überspringen (%1, %2): schon gefüllt</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <extracomment>Dungeon log: the fill queue ran empty</extracomment>
        <translation>-- Fertig --</translation>
    </message>
</context>
<context>
    <name>DungeonPainter</name>
    <message>
        <source>S</source>
        <extracomment>Map marker of the dungeon&apos;s start cell (one letter)</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map marker of the dungeon&apos;s end cell (one letter)</extracomment>
        <translation>Z</translation>
    </message>
</context>
<context>
    <name>DungeonStatistics</name>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <extracomment>Dungeon statistics: tiles placed up to the current step, start and end included</extracomment>
        <translation>Gesetzte Kacheln:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <extracomment>Dungeon statistics: candidates found invalid up to the current step</extracomment>
        <translation>Abgewiesene Kandidaten:</translation>
    </message>
    <message>
        <source>Fill queue:</source>
        <extracomment>Dungeon statistics: cells waiting in the fill queue at the current step</extracomment>
        <translation>Füllwarteschlange:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Dungeon statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Noch nicht aufgebaut: Starten drücken</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Wird aufgebaut …</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <extracomment>Dungeon statistics: the build could not start; %1 the reason</extracomment>
        <translation>Start nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>DungeonTile</name>
    <message>
        <source>big room</source>
        <extracomment>The default dungeon tile set&apos;s templates, as shown in the log, inspector and tile set</extracomment>
        <translation>großer Raum</translation>
    </message>
    <message>
        <source>small room</source>
        <translation>kleiner Raum</translation>
    </message>
    <message>
        <source>hall</source>
        <translation>Gang</translation>
    </message>
</context>
<context>
    <name>DungeonView</name>
    <message>
        <source>Dungeon map</source>
        <extracomment>Name of the dungeon map for screen readers</extracomment>
        <translation>Verlieskarte</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. On the map before a build, left-drag paints pits and right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Klicken Sie auf eine Zelle, um sie zu untersuchen. Auf der Karte vor einem Aufbau malt Ziehen mit der linken Maustaste Gruben, mit der rechten radiert es sie. Strg+Mausrad zoomt. Mit der Tastatur: Tab zur Karte, Eingabe zum Bearbeiten (die Pfeiltasten bewegen den Zellcursor, Leertaste setzt oder entfernt eine Grube), Esc zum Beenden.</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Klicken Sie auf eine Zelle, um sie zu untersuchen. Strg+Mausrad zoomt. Mit der Tastatur: Tab zur Karte, Eingabe, um den Zellcursor mit den Pfeiltasten zu bewegen, Esc zum Beenden.</translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <source>Pit density (%)</source>
        <translation>Grubendichte (%)</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Inseln</translation>
    </message>
    <message>
        <source>Minimum island size</source>
        <translation>Minimale Inselgröße</translation>
    </message>
    <message>
        <source>Maximum island size</source>
        <translation>Maximale Inselgröße</translation>
    </message>
    <message>
        <source>Backtracks per build: mean, 10th to 90th percentile</source>
        <translation>Rücksprünge pro Bau: Mittelwert, 10. bis 90. Perzentil</translation>
    </message>
    <message>
        <source>Failed islands and too-complex builds</source>
        <translation>Gescheiterte Inseln und zu komplexe Bauten</translation>
    </message>
    <message>
        <source>Rate (%)</source>
        <translation>Anteil (%)</translation>
    </message>
    <message>
        <source>%1, randomize on</source>
        <translation>%1, zufällige Reihenfolge an</translation>
    </message>
    <message>
        <source>%1, randomize off</source>
        <translation>%1, zufällige Reihenfolge aus</translation>
    </message>
    <message>
        <source>%1: 10th-90th percentile</source>
        <translation>%1: 10. bis 90. Perzentil</translation>
    </message>
    <message>
        <source>%1: failed islands</source>
        <translation>%1: gescheiterte Inseln</translation>
    </message>
    <message>
        <source>%1: too complex</source>
        <translation>%1: zu komplex</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, randomize %2&lt;/b&gt;&lt;br&gt;%3 islands of %4-%5 cells, density %6 %&lt;br&gt;backtracks: mean %7, 10th percentile %8, median %9, 90th percentile %10&lt;br&gt;failed islands: %11 of %12; too complex: %13 of %14 builds&lt;br&gt;click: open the median run (run %15)</source>
        <translation>&lt;b&gt;%1, zufällige Reihenfolge %2&lt;/b&gt;&lt;br&gt;%3 Inseln mit %4-%5 Zellen, Dichte %6 %&lt;br&gt;Rücksprünge: Mittelwert %7, 10. Perzentil %8, Median %9, 90. Perzentil %10&lt;br&gt;gescheiterte Inseln: %11 von %12; zu komplex: %13 von %14 Bauten&lt;br&gt;Klick: den mittleren Lauf öffnen (Lauf %15)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn as a PNG</source>
        <translation>%1: das Diagramm konnte nicht als PNG gezeichnet werden</translation>
    </message>
    <message>
        <source>Path from start to end (cells): mean, 10th to 90th percentile</source>
        <translation>Weg vom Start zum Ziel (Zellen): Mittelwert, 10. bis 90. Perzentil</translation>
    </message>
    <message>
        <source>Rejected candidates per placed tile and cut-off runs</source>
        <translation>Abgewiesene Kandidaten pro gesetzter Kachel und abgebrochene Läufe</translation>
    </message>
    <message>
        <source>Path (cells)</source>
        <translation>Weg (Zellen)</translation>
    </message>
    <message>
        <source>10th-90th percentile</source>
        <translation>10. bis 90. Perzentil</translation>
    </message>
    <message>
        <source>Mean path</source>
        <translation>Mittlere Weglänge</translation>
    </message>
    <message>
        <source>Rejected per placed tile</source>
        <translation>Abgewiesen pro gesetzter Kachel</translation>
    </message>
    <message>
        <source>Cut-off runs (%)</source>
        <translation>Abgebrochene Läufe (%)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 x %2, tiles %3, density %4 %&lt;/b&gt;&lt;br&gt;cut off: %5 of %6 runs&lt;br&gt;</source>
        <translation>&lt;b&gt;%1 x %2, Kacheln %3, Dichte %4 %&lt;/b&gt;&lt;br&gt;abgebrochen: %5 von %6 Läufen&lt;br&gt;</translation>
    </message>
    <message>
        <source>no run finished: nothing to open</source>
        <translation>kein Lauf beendet: nichts zu öffnen</translation>
    </message>
    <message>
        <source>path: mean %1, 10th percentile %2, median %3, 90th percentile %4&lt;br&gt;rejected %5 for %6 placed tiles&lt;br&gt;click: open the median run (run %7)</source>
        <translation>Weg: Mittelwert %1, 10. Perzentil %2, Median %3, 90. Perzentil %4&lt;br&gt;%5 abgewiesen bei %6 gesetzten Kacheln&lt;br&gt;Klick: den mittleren Lauf öffnen (Lauf %7)</translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Größe (Zeilen x Spalten)</translation>
    </message>
    <message>
        <source>Tile subset (template numbers)</source>
        <translation>Kachel-Teilsatz (Vorlagennummern)</translation>
    </message>
    <message>
        <source>Path</source>
        <extracomment>Tab of a dungeon sweep&apos;s chart: the path from start to end</extracomment>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Rejected and cut off</source>
        <extracomment>Tab of the experiment chart: failed islands and too-complex builds as rates; for a dungeon sweep, rejected candidates and cut-off runs</extracomment>
        <translation>Abgewiesen und abgebrochen</translation>
    </message>
    <message>
        <source>Charts</source>
        <extracomment>Name of the experiment&apos;s two charts (as tabs) for screen readers</extracomment>
        <translation>Diagramme</translation>
    </message>
</context>
<context>
    <name>ExperimentPanel</name>
    <message>
        <source>Pit density</source>
        <translation>Grubendichte</translation>
    </message>
    <message>
        <source>Island count</source>
        <translation>Anzahl der Inseln</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Minimale Größe</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Maximale Größe</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>Variieren:</translation>
    </message>
    <message>
        <source>From, to, step:</source>
        <translation>Von, bis, Schritt:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Zufällige Reihenfolge:</translation>
    </message>
    <message>
        <source>Pit density (%):</source>
        <translation>Grubendichte (%):</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Inseln:</translation>
    </message>
    <message>
        <source>Min, max size:</source>
        <translation>Min., max. Größe:</translation>
    </message>
    <message>
        <source>Runs per point:</source>
        <translation>Läufe pro Punkt:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>6a</source>
        <translation>6a</translation>
    </message>
    <message>
        <source>6b</source>
        <translation>6b</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>Build every point of the sweep, its runs on all cores</source>
        <translation>Jeden Punkt der Versuchsreihe bauen, seine Läufe auf allen Kernen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>Diagramm als PNG…</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>Diagramm als SVG…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tabelle als CSV…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), </source>
        <translation>
            <numerusform>%n Punkt, </numerusform>
            <numerusform>%n Punkte, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s)</source>
        <translation>
            <numerusform>%n Bau</numerusform>
            <numerusform>%n Bauten</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>%1 of %2 builds</source>
        <translation>%1 von %2 Bauten</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>noch etwa %n Sekunde</numerusform>
            <numerusform>noch etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Größe (Zeilen x Spalten)</translation>
    </message>
    <message>
        <source>Tile subsets</source>
        <translation>Kachel-Teilsätze</translation>
    </message>
    <message>
        <source>Si&amp;zes:</source>
        <translation>&amp;Größen:</translation>
    </message>
    <message>
        <source>Tile subsets:</source>
        <translation>Kachel-Teilsätze:</translation>
    </message>
    <message>
        <source>The setting on the chart&apos;s x axis; the others stay fixed</source>
        <translation>Die Einstellung auf der x-Achse des Diagramms; die anderen bleiben fest</translation>
    </message>
    <message>
        <source>for example 16x16, 32x48</source>
        <translation>zum Beispiel 16x16, 32x48</translation>
    </message>
    <message>
        <source>The sizes to build, rows x columns, separated by commas (as mapgen experiment --size); a size other than the scenario&apos;s starts from an empty grid</source>
        <translation>Die zu bauenden Größen, Zeilen x Spalten, durch Kommas getrennt (wie mapgen experiment --size); eine andere Größe als die des Szenarios beginnt mit einem leeren Gitter</translation>
    </message>
    <message>
        <source>One row per tile subset: tick the templates it holds (Space ticks the current cell). Each subset needs a big room, the template with all eight doors (as mapgen experiment --tiles)</source>
        <translation>Eine Zeile je Kachel-Teilsatz: die enthaltenen Vorlagen ankreuzen (die Leertaste kreuzt die aktuelle Zelle an). Jeder Teilsatz braucht einen großen Raum, die Vorlage mit allen acht Türen (wie mapgen experiment --tiles)</translation>
    </message>
    <message>
        <source>A&amp;dd subset</source>
        <translation>Teilsatz hin&amp;zufügen</translation>
    </message>
    <message>
        <source>A new subset, with every template ticked</source>
        <translation>Ein neuer Teilsatz, mit allen Vorlagen angekreuzt</translation>
    </message>
    <message>
        <source>Re&amp;move subset</source>
        <translation>Teilsatz &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove the subset of the current row</source>
        <translation>Den Teilsatz der aktuellen Zeile entfernen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Column of a template in the experiment&apos;s tile subsets: its number and name</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Sizes: write each as rows x columns, from 1x1 to %1x%1, separated by commas, for example 16x16, 32x48.</source>
        <translation>Größen: jede als Zeilen x Spalten schreiben, von 1x1 bis %1x%1, durch Kommas getrennt, zum Beispiel 16x16, 32x48.</translation>
    </message>
    <message>
        <source>Sizes: %1 is listed twice.</source>
        <translation>Größen: %1 steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>Tile subsets: add a subset to sweep.</source>
        <translation>Kachel-Teilsätze: einen Teilsatz für die Reihe hinzufügen.</translation>
    </message>
    <message>
        <source>Tile subset %1 has no template ticked.</source>
        <translation>Kachel-Teilsatz %1 hat keine Vorlage angekreuzt.</translation>
    </message>
    <message numerus="yes">
        <source>Tile subset %1 names template %2; the tile set has %n template(s).</source>
        <translation>
            <numerusform>Kachel-Teilsatz %1 nennt Vorlage %2; der Kachelsatz hat %n Vorlage.</numerusform>
            <numerusform>Kachel-Teilsatz %1 nennt Vorlage %2; der Kachelsatz hat %n Vorlagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile subset %1 has no big room (a template with all eight doors): tick one.</source>
        <translation>Kachel-Teilsatz %1 hat keinen großen Raum (eine Vorlage mit allen acht Türen): einen ankreuzen.</translation>
    </message>
    <message>
        <source>Tile subsets %1 and %2 are the same.</source>
        <translation>Die Kachel-Teilsätze %1 und %2 sind gleich.</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>The first value of an experiment&apos;s range</extracomment>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <extracomment>The last value of an experiment&apos;s range</extracomment>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>The step between the values of an experiment&apos;s range</extracomment>
        <translation>Schrittweite</translation>
    </message>
</context>
<context>
    <name>ExperimentsDock</name>
    <message>
        <source>Not enough memory for a build of %1 steps; lower the step limit.</source>
        <translation>Nicht genug Speicher für einen Bau von %1 Schritten; senken Sie die Schrittgrenze.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n point(s) finished.</source>
        <translation>
            <numerusform>Abgebrochen: %n Punkt fertig.</numerusform>
            <numerusform>Abgebrochen: %n Punkte fertig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s). Click a point of the chart to open its median run.</source>
        <translation>
            <numerusform>Fertig: %n Punkt. Klicken Sie auf einen Punkt des Diagramms, um seinen mittleren Lauf zu öffnen.</numerusform>
            <numerusform>Fertig: %n Punkte. Klicken Sie auf einen Punkt des Diagramms, um seinen mittleren Lauf zu öffnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experiment: %1, randomize %2, density %3 %, run %4</source>
        <translation>Experiment: %1, zufällige Reihenfolge %2, Dichte %3 %, Lauf %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>Diagramm als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimente</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon build of %1 x %2 cells.</source>
        <translation>Nicht genug Speicher für einen Verliesaufbau von %1 x %2 Zellen.</translation>
    </message>
    <message>
        <source>Experiment: dungeon %1 x %2, tiles %3, density %4 %, run %5</source>
        <translation>Experiment: Verlies %1 x %2, Kacheln %3, Dichte %4 %, Lauf %5</translation>
    </message>
    <message>
        <source>No run of this point finished (every one was cut off): there is no run to open.</source>
        <translation>Kein Lauf dieses Punkts wurde beendet (alle wurden abgebrochen): Es gibt keinen Lauf zum Öffnen.</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>Animated &amp;GIF of the Build…</source>
        <translation>Animiertes &amp;GIF des Aufbaus…</translation>
    </message>
    <message>
        <source>&amp;Tiled Map (TMX)…</source>
        <translation>&amp;Tiled-Karte (TMX)…</translation>
    </message>
    <message>
        <source>PDF &amp;Handout…</source>
        <translation>PDF-&amp;Handout…</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>&amp;Handout drucken…</translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation>Tiled-Karte exportieren</translation>
    </message>
    <message>
        <source>Export PDF Handout</source>
        <translation>PDF-Handout exportieren</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Tiled-Karten (*.tmx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>There is no build to animate yet: press Start first.</source>
        <translation>Es gibt noch keinen Aufbau zum Animieren: zuerst Start drücken.</translation>
    </message>
    <message>
        <source>Export Animated GIF</source>
        <translation>Animiertes GIF exportieren</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF-Animationen (*.gif)</translation>
    </message>
    <message>
        <source>Encoding %1…</source>
        <translation>%1 wird kodiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: die Animation konnte nicht kodiert werden: %2</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Handout drucken</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Export Web Lesson</source>
        <translation>Web-Lektion exportieren</translation>
    </message>
    <message>
        <source>Web lessons (*.html)</source>
        <translation>Web-Lektionen (*.html)</translation>
    </message>
    <message>
        <source>&amp;Web Lesson…</source>
        <translation>&amp;Web-Lektion…</translation>
    </message>
    <message>
        <source>The frames are too large: %1.</source>
        <translation>Die Bilder sind zu groß: %1.</translation>
    </message>
    <message>
        <source>At %1 px a cell they fit.</source>
        <translation>Mit %1 px pro Zelle passen sie.</translation>
    </message>
    <message>
        <source>Export at %1 px a Cell</source>
        <translation>Mit %1 px pro Zelle exportieren</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportiert: %1</translation>
    </message>
    <message>
        <source>Export Learning Platform Package</source>
        <translation>Lernplattform-Paket exportieren</translation>
    </message>
    <message>
        <source>SCORM packages (*.zip)</source>
        <translation>SCORM-Pakete (*.zip)</translation>
    </message>
    <message>
        <source>&amp;Learning Platform Package…</source>
        <translation>&amp;Lernplattform-Paket…</translation>
    </message>
</context>
<context>
    <name>GifExport</name>
    <message>
        <source>--from: expected a step from 0 to %1, got %2</source>
        <translation>--from: erwartet einen Schritt von 0 bis %1, erhalten %2</translation>
    </message>
    <message>
        <source>--to: expected a step from %1 to %2, got %3</source>
        <translation>--to: erwartet einen Schritt von %1 bis %2, erhalten %3</translation>
    </message>
    <message>
        <source>--fps: expected %1 to %2 frames a second, got %3</source>
        <translation>--fps: erwartet %1 bis %2 Bilder pro Sekunde, erhalten %3</translation>
    </message>
    <message>
        <source>--cell-size: expected 1 to %1 pixels, got %2</source>
        <translation>--cell-size: erwartet 1 bis %1 Pixel, erhalten %2</translation>
    </message>
    <message>
        <source>not every frame was encoded</source>
        <translation>nicht jedes Bild wurde kodiert</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: die Animation konnte nicht kodiert werden: %2</translation>
    </message>
    <message>
        <source>%1: use --cell-size %2 or less</source>
        <translation>%1: verwenden Sie --cell-size %2 oder weniger</translation>
    </message>
</context>
<context>
    <name>GifExportDialog</name>
    <message>
        <source>Export Animated GIF</source>
        <translation>Animiertes GIF exportieren</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>Ab Schritt:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>Bis Schritt:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Bilder pro Sekunde:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Zellgröße:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s once through</source>
        <extracomment>%n frames; %2 the animation&apos;s length in seconds, the last frame&apos;s 3 s included</extracomment>
        <translation>
            <numerusform>%n Bild, %1 s pro Durchlauf</numerusform>
            <numerusform>%n Bilder, %1 s pro Durchlauf</numerusform>
        </translation>
    </message>
    <message>
        <source>A long build: every %1th step is shown, so that it lasts at most a minute.</source>
        <translation>Ein langer Aufbau: jeder %1. Schritt wird gezeigt, damit er höchstens eine Minute dauert.</translation>
    </message>
    <message>
        <source>Estimated size: …</source>
        <translation>Geschätzte Größe: …</translation>
    </message>
    <message>
        <source>Estimated size: %1</source>
        <translation>Geschätzte Größe: %1</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>no frames</source>
        <translation>keine Bilder</translation>
    </message>
</context>
<context>
    <name>IslandCallStackModel</name>
    <message>
        <source>%1. grow(%2, %3): island %4, %5 of %6 cells</source>
        <extracomment>Call Stack: one active call; %1 depth (0 = the seed), (%2, %3) its cell, %4 the island, %5 the island&apos;s size along this path, %6 its target size</extracomment>
        <translation>%1. grow(%2, %3): Insel %4, %5 von %6 Zellen</translation>
    </message>
    <message>
        <source>base case: the island is complete</source>
        <extracomment>Call Stack: the call found its island at the target size</extracomment>
        <translation>Basisfall: die Insel ist fertig</translation>
    </message>
    <message>
        <source>no candidates: a dead end</source>
        <extracomment>Call Stack: a call whose cell has no valid expansion</extracomment>
        <translation>keine Kandidaten: eine Sackgasse</translation>
    </message>
    <message>
        <source>x (%1, %2) failed</source>
        <extracomment>Call Stack: a candidate whose path dead-ended (the mark x is not colour alone)</extracomment>
        <translation>x (%1, %2) gescheitert</translation>
    </message>
    <message>
        <source>&gt; (%1, %2) trying</source>
        <extracomment>Call Stack: the candidate this call is trying now</extracomment>
        <translation>&gt; (%1, %2) wird versucht</translation>
    </message>
    <message>
        <source>(%1, %2) to try</source>
        <extracomment>Call Stack: a candidate not tried yet</extracomment>
        <translation>(%1, %2) noch offen</translation>
    </message>
    <message>
        <source>candidates: %1</source>
        <extracomment>Call Stack: the list of candidates of one call, in the order tried</extracomment>
        <translation>Kandidaten: %1</translation>
    </message>
    <message>
        <source>candidates: shown once the question is answered</source>
        <extracomment>Call Stack: instead of a call&apos;s candidates while a question is open (they would answer it)</extracomment>
        <translation>Kandidaten: werden angezeigt, sobald die Frage beantwortet ist</translation>
    </message>
</context>
<context>
    <name>IslandEditor</name>
    <message>
        <source>Build the islands and play the build (F5)</source>
        <translation>Die Inseln aufbauen und den Aufbau abspielen (F5)</translation>
    </message>
    <message>
        <source>Clear islands and log, keep the pits (R)</source>
        <translation>Inseln und Protokoll löschen, Gruben behalten (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the islands</source>
        <translation>Okabe-Ito-Farben für die Inseln</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>Aufrufstapel</translation>
    </message>
    <message>
        <source>Cell Inspector</source>
        <translation>Zellen-Inspektor</translation>
    </message>
    <message>
        <source>The active grow() calls, from the seed down to the current cell. x failed, &gt; being tried. Select a call to outline its cell and candidates on the map.</source>
        <extracomment>Call Stack dock of the island lesson: how to read it</extracomment>
        <translation>Die laufenden grow()-Aufrufe, von der Keimzelle bis zur aktuellen Zelle. x gescheitert, &gt; wird versucht. Wählen Sie einen Aufruf, um seine Zelle und seine Kandidaten auf der Karte zu umranden.</translation>
    </message>
</context>
<context>
    <name>IslandLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Nicht genug Speicher</translation>
    </message>
    <message numerus="yes">
        <source>Not enough memory for a build of %Ln step(s). Lower the step limit.</source>
        <translation>
            <numerusform>Nicht genug Speicher für einen Aufbau von %Ln Schritt. Senken Sie das Schrittlimit.</numerusform>
            <numerusform>Nicht genug Speicher für einen Aufbau von %Ln Schritten. Senken Sie das Schrittlimit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too complex: the build stopped at the step limit (%Ln step(s))</source>
        <translation>
            <numerusform>Zu komplex: Der Aufbau brach an der Schrittgrenze ab (%Ln Schritt)</numerusform>
            <numerusform>Zu komplex: Der Aufbau brach an der Schrittgrenze ab (%Ln Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a build; %1 is &quot;%Ln step(s)&quot; and %2 &quot;%Ln backtrack(s)&quot;</extracomment>
        <translation>Aufgebaut: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln backtrack(s)</source>
        <translation>
            <numerusform>%Ln Rücksprung</numerusform>
            <numerusform>%Ln Rücksprünge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IslandModel</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: water</source>
        <translation>%1: Wasser</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: Grube</translation>
    </message>
    <message>
        <source>%1: island %2</source>
        <translation>%1: Insel %2</translation>
    </message>
    <message>
        <source>&gt;&gt; Island %1 seed at (%2,%3)</source>
        <extracomment>Recursion log: an island&apos;s seed was placed; %1 island, (%2,%3) row and column</extracomment>
        <translation>&gt;&gt; Insel %1: Keimzelle bei (%2,%3)</translation>
    </message>
    <message>
        <source>&gt; ADD (%1, %2)</source>
        <extracomment>Recursion log: a cell was added to the island and the search went one level deeper</extracomment>
        <translation>&gt; DAZU (%1, %2)</translation>
    </message>
    <message>
        <source>X BACKTRACK (%1, %2)</source>
        <extracomment>Recursion log: the path through this cell failed; the cell became water again</extracomment>
        <translation>X ZURÜCK (%1, %2)</translation>
    </message>
    <message>
        <source>+ Island %1 complete!</source>
        <translation>+ Insel %1 fertig!</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (no room for a seed)</source>
        <translation>! Insel %1 GESCHEITERT (kein Platz für eine Keimzelle)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (not enough reachable water)</source>
        <translation>! Insel %1 GESCHEITERT (zu wenig erreichbares Wasser)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (every path dead-ended)</source>
        <translation>! Insel %1 GESCHEITERT (jeder Weg endete in einer Sackgasse)</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <translation>-- Fertig --</translation>
    </message>
    <message>
        <source>! TOO COMPLEX</source>
        <translation>! ZU KOMPLEX</translation>
    </message>
    <message>
        <source>%1, being tried</source>
        <extracomment>A map cell&apos;s description: the cell the step just added</extracomment>
        <translation>%1, wird versucht</translation>
    </message>
    <message>
        <source>%1, candidate</source>
        <extracomment>A map cell&apos;s description: a cell the island may grow into next</extracomment>
        <translation>%1, Kandidat</translation>
    </message>
    <message>
        <source>%1, backtracked</source>
        <extracomment>A map cell&apos;s description: the cell the step just took back</extracomment>
        <translation>%1, zurückgenommen</translation>
    </message>
</context>
<context>
    <name>IslandOutcomeWords</name>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>wächst</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>removed: too complex</source>
        <translation>entfernt: zu komplex</translation>
    </message>
    <message>
        <source>failed: no room for a seed</source>
        <translation>gescheitert: kein Platz für eine Keimzelle</translation>
    </message>
    <message>
        <source>failed: not enough reachable water</source>
        <translation>gescheitert: zu wenig erreichbares Wasser</translation>
    </message>
    <message>
        <source>failed: dead end</source>
        <translation>gescheitert: Sackgasse</translation>
    </message>
</context>
<context>
    <name>IslandView</name>
    <message>
        <source>Too complex: stopped after %L1 steps</source>
        <extracomment>Banner over the map when a build hit its step limit; %L1 is the limit</extracomment>
        <translation>Zu komplex: nach %L1 Schritten abgebrochen</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title: the interface language</extracomment>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <extracomment>Language menu: follow the language of the operating system</extracomment>
        <translation>&amp;Systemvorgabe</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>The name of the language of this translation, written in that language (&quot;Deutsch&quot;, &quot;Español&quot;): the Language menu lists every language under its own name.</extracomment>
        <translation>Deutsch</translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>Aufrufstapel</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson</source>
        <extracomment>Name of the lesson text for screen readers</extracomment>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Notes for this scenario</source>
        <translation>Hinweise zu diesem Szenario</translation>
    </message>
</context>
<context>
    <name>LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>Lektionseigenschaften</translation>
    </message>
    <message>
        <source>What a learning platform package of this lesson grades (File ▸ Export ▸ Learning Platform Package): the score is the mean of the parts ticked.</source>
        <translation>Was ein Lernplattform-Paket dieser Lektion bewertet (Datei ▸ Exportieren ▸ Lernplattform-Paket): Die Punktzahl ist der Mittelwert der angekreuzten Teile.</translation>
    </message>
    <message>
        <source>The lesson&apos;s &amp;questions (first answers right)</source>
        <translation>&amp;Fragen der Lektion (erste Antworten richtig)</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm over the whole build</source>
        <translation>Sie sind der &amp;Algorithmus über den ganzen Aufbau</translation>
    </message>
    <message>
        <source>&amp;Pass mark:</source>
        <translation>&amp;Bestehensgrenze:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the pass mark&apos;s number: a percentage</extracomment>
        <translation> %</translation>
    </message>
    <message>
        <source>Tick at least one part to grade.</source>
        <translation>Kreuzen Sie mindestens einen Teil zur Bewertung an.</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Building…</source>
        <translation>Wird aufgebaut …</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>Stage 3: one island by recursive backtracking</source>
        <extracomment>Lesson heading, Stage 3</extracomment>
        <translation>Stufe 3: eine Insel durch rekursives Backtracking</translation>
    </message>
    <message>
        <source>One island grows from a seed. First the island draws its target size, a random number between the minimum and the maximum island size. Then the seed is placed on a random cell of open water.</source>
        <extracomment>Lesson, Stage 3: the start of a build</extracomment>
        <translation>Eine Insel wächst aus einer Keimzelle. Zuerst lost die Insel ihre Zielgröße aus, eine Zufallszahl zwischen der minimalen und der maximalen Inselgröße. Dann wird die Keimzelle auf eine zufällige Zelle mit offenem Wasser gesetzt.</translation>
    </message>
    <message>
        <source>The search always continues from the cell added last. If the island has reached its target size, it is finished. If not, the candidates are the neighbours of that cell above, to the left, to the right and below that are open water. With Randomize on they are shuffled; with Randomize off they are tried in exactly that order.</source>
        <extracomment>Lesson, Stage 3: one level of the recursion</extracomment>
        <translation>Die Suche geht immer von der zuletzt hinzugefügten Zelle aus. Hat die Insel ihre Zielgröße erreicht, ist sie fertig. Sonst sind die Kandidaten die Nachbarn dieser Zelle oben, links, rechts und unten, die offenes Wasser sind. Bei zufälliger Reihenfolge werden sie gemischt, sonst genau in dieser Reihenfolge probiert.</translation>
    </message>
    <message>
        <source>Each candidate in turn becomes land (ADD) and the search goes one level deeper from it. If no way onwards from there reaches the target size, the cell becomes water again (BACKTRACK) and the next candidate is tried. When every candidate has failed, this level gives up too and hands the failure back to the level above: that is backtracking.</source>
        <extracomment>Lesson, Stage 3: what backtracking means</extracomment>
        <translation>Jeder Kandidat wird der Reihe nach zu Land (DAZU), und die Suche geht von dort eine Ebene tiefer. Führt von dort kein Weg zur Zielgröße, wird die Zelle wieder zu Wasser (ZURÜCK), und der nächste Kandidat wird probiert. Sind alle Kandidaten gescheitert, gibt auch diese Ebene auf und meldet das Scheitern an die Ebene darüber: Das ist Backtracking.</translation>
    </message>
    <message>
        <source>So every new cell touches the cell added just before it: the island is a chain of cells that winds and turns, which is how L- and U-shapes appear.</source>
        <extracomment>Lesson, Stage 3: the shape that results</extracomment>
        <translation>Jede neue Zelle berührt also die unmittelbar vorher hinzugefügte: Die Insel ist eine Kette von Zellen, die sich windet und abbiegt. So entstehen L- und U-Formen.</translation>
    </message>
    <message>
        <source>Stage 6a: many islands, orthogonal rule</source>
        <extracomment>Lesson heading, Stage 6a</extracomment>
        <translation>Stufe 6a: viele Inseln, orthogonale Regel</translation>
    </message>
    <message>
        <source>Up to eight islands grow one after another, each by the same recursive backtracking as in Stage 3. Every island draws its own target size between the minimum and the maximum island size.</source>
        <extracomment>Lesson, Stage 6a: several islands, one after another</extracomment>
        <translation>Bis zu acht Inseln wachsen nacheinander, jede durch dasselbe rekursive Backtracking wie in Stufe 3. Jede Insel lost ihre eigene Zielgröße zwischen der minimalen und der maximalen Inselgröße aus.</translation>
    </message>
    <message>
        <source>Each seed is placed automatically, on a random cell of open water with no land directly above, below, to the left or to the right of it. If there is no such cell left, the island fails at once.</source>
        <extracomment>Lesson, Stage 6a: where seeds may go</extracomment>
        <translation>Jede Keimzelle wird automatisch gesetzt: auf eine zufällige Zelle mit offenem Wasser, die direkt oben, unten, links und rechts kein Land hat. Gibt es keine solche Zelle mehr, scheitert die Insel sofort.</translation>
    </message>
    <message>
        <source>The orthogonal rule: a cell may join an island whenever it is open water; nothing else is checked. So a growing island can reach another island and touch it at a corner, or even along a whole side. Stage 6b fixes this.</source>
        <extracomment>Lesson, Stage 6a: the orthogonal rule and its weakness</extracomment>
        <translation>Die orthogonale Regel: Eine Zelle darf zu einer Insel kommen, wann immer sie offenes Wasser ist; sonst wird nichts geprüft. Eine wachsende Insel kann also eine andere erreichen und sie an einer Ecke oder sogar entlang einer ganzen Seite berühren. Stufe 6b behebt das.</translation>
    </message>
    <message>
        <source>Stage 6b: the 8-neighbour rule</source>
        <extracomment>Lesson heading, Stage 6b</extracomment>
        <translation>Stufe 6b: die 8-Nachbarn-Regel</translation>
    </message>
    <message>
        <source>Stage 6b is Stage 6a with one fix: a cell may only join an island when none of its 8 neighbours, the four sides and the four diagonals, is land of another island. Land of the island itself is fine; that is how it bends into L- and U-shapes.</source>
        <extracomment>Lesson, Stage 6b: the new rule</extracomment>
        <translation>Stufe 6b ist Stufe 6a mit einer Korrektur: Eine Zelle darf nur dann zu einer Insel kommen, wenn keiner ihrer 8 Nachbarn, die vier Seiten und die vier Diagonalen, Land einer anderen Insel ist. Land der eigenen Insel ist erlaubt; so biegt sie sich zu L- und U-Formen.</translation>
    </message>
    <message>
        <source>Seeds follow the same idea: a seed needs open water with no land at all among its 8 neighbours. In the end every island is surrounded by open water on all sides.</source>
        <extracomment>Lesson, Stage 6b: where seeds may go</extracomment>
        <translation>Für Keimzellen gilt derselbe Gedanke: Eine Keimzelle braucht offenes Wasser ohne jedes Land unter ihren 8 Nachbarn. Am Ende ist jede Insel auf allen Seiten von offenem Wasser umgeben.</translation>
    </message>
    <message>
        <source>Why does Stage 6b backtrack more? The stricter rule turns away more candidates, especially near other islands. More paths run into a dead end, and the search has to take back more cells before it finds a way to the target size.</source>
        <extracomment>Lesson, Stage 6b: why the stricter rule costs more backtracking</extracomment>
        <translation>Warum springt Stufe 6b öfter zurück? Die strengere Regel weist mehr Kandidaten ab, besonders in der Nähe anderer Inseln. Mehr Wege enden in einer Sackgasse, und die Suche muss mehr Zellen zurücknehmen, bevor sie einen Weg zur Zielgröße findet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare it yourself:&lt;/b&gt; keep the seed and all other settings, build with the rule Stage 6a and note the backtracks in the Statistics panel. Then switch the rule to Stage 6b and press Start again. In 6a you will often see islands touching at their corners, in 6b never, and the backtrack count is usually higher.</source>
        <extracomment>Lesson, Stage 6b: the invitation to compare both rules</extracomment>
        <translation>&lt;b&gt;Vergleichen Sie selbst:&lt;/b&gt; Behalten Sie den Startwert und alle anderen Einstellungen, bauen Sie mit der Regel Stufe 6a auf und notieren Sie die Rücksprünge im Bereich Statistik. Stellen Sie dann die Regel auf Stufe 6b um und drücken Sie erneut Starten. In 6a berühren sich Inseln oft an den Ecken, in 6b nie, und die Zahl der Rücksprünge ist meist höher.</translation>
    </message>
    <message>
        <source>What the colours tell you</source>
        <extracomment>Lesson heading: the map&apos;s colours</extracomment>
        <translation>Was die Farben bedeuten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light blue:&lt;/b&gt; open ocean.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Hellblau:&lt;/b&gt; offenes Meer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dark frame:&lt;/b&gt; the cell just added (ADD), or the new seed.</source>
        <extracomment>Lesson, island colours: the highlight of the step just taken</extracomment>
        <translation>&lt;b&gt;Gelbgrün mit dunklem Rahmen:&lt;/b&gt; die gerade hinzugefügte Zelle (DAZU) oder die neue Keimzelle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light green with a dotted green frame:&lt;/b&gt; the valid candidates around that cell at this moment.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Hellgrün mit gepunktetem grünem Rahmen:&lt;/b&gt; die gültigen Kandidaten rund um diese Zelle in diesem Moment.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red with a white cross:&lt;/b&gt; the cell just backtracked. While the build plays forwards, backtracked cells flash red and fade out.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Rot mit weißem Kreuz:&lt;/b&gt; die gerade zurückgenommene Zelle. Während der Aufbau vorwärts läuft, blitzen zurückgenommene Zellen rot auf und verblassen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark navy:&lt;/b&gt; a pit, blocked for ever. Only you add or remove pits.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Dunkles Marineblau:&lt;/b&gt; eine Grube, für immer gesperrt. Nur Sie setzen oder entfernen Gruben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <translation>&lt;b&gt;Ansicht ▸ Palette für Farbfehlsichtige&lt;/b&gt; gibt den Inseln die Okabe-Ito-Farben (Gelb für die gerade hinzugefügte Zelle, Orange für einen Rücksprung). Rahmen und Kreuze bleiben, sodass nichts allein durch Farbe gezeigt wird.</translation>
    </message>
    <message>
        <source>Controls</source>
        <extracomment>Lesson heading: what each control does</extracomment>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>&lt;b&gt;Number of islands:&lt;/b&gt; 1 to 8 islands in one run. With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Anzahl der Inseln:&lt;/b&gt; 1 bis 8 Inseln in einem Durchlauf. Mit einer einzigen Insel ist die Lektion Stufe 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Min and max island size:&lt;/b&gt; each island aims for a random size in this range. If the minimum is larger than the maximum, the two are swapped.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Minimale und maximale Inselgröße:&lt;/b&gt; Jede Insel strebt eine zufällige Größe in diesem Bereich an. Ist das Minimum größer als das Maximum, werden beide vertauscht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomize:&lt;/b&gt; on, the candidates are shuffled and the shapes look natural; off, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Zufällige Reihenfolge:&lt;/b&gt; An, werden die Kandidaten gemischt und die Formen wirken natürlich; aus, werden sie in der festen Reihenfolge oben, links, rechts, unten probiert. Das ergibt regelmäßige Formen und bei vielen Gruben weit mehr Backtracking.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule:&lt;/b&gt; Stage 6a (orthogonal) or Stage 6b (all 8 neighbours).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Regel:&lt;/b&gt; Stufe 6a (orthogonal) oder Stufe 6b (alle 8 Nachbarn).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; after this many steps a build stops as too complex.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Schrittgrenze:&lt;/b&gt; Nach so vielen Schritten bricht ein Aufbau als zu komplex ab.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed with the same settings always gives the same map, so a whole class can follow one example. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Startwert:&lt;/b&gt; Derselbe Startwert mit denselben Einstellungen ergibt immer dieselbe Karte, so kann eine ganze Klasse einem Beispiel folgen. &lt;b&gt;Neuer Startwert&lt;/b&gt; wählt einen anderen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows and columns:&lt;/b&gt; the size of the grid.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Zeilen und Spalten:&lt;/b&gt; die Größe des Gitters.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Allow pit placement:&lt;/b&gt; drag with the left mouse button to paint pits and with the right button to erase them; Space sets or removes the pit under the cell cursor. &lt;b&gt;Sprinkle!&lt;/b&gt; scatters random pits at the chosen density.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Gruben setzen erlauben:&lt;/b&gt; Ziehen mit der linken Maustaste malt Gruben, mit der rechten löscht es sie; die Leertaste setzt oder entfernt die Grube unter dem Zellcursor. &lt;b&gt;Streuen!&lt;/b&gt; verteilt zufällige Gruben in der gewählten Dichte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; (F5) builds the map and plays the build. &lt;b&gt;Reset&lt;/b&gt; (R) clears islands and log but keeps the pits. &lt;b&gt;Clear&lt;/b&gt; (C) removes the pits too.</source>
        <extracomment>Lesson, island controls; F5, R and C are keys</extracomment>
        <translation>&lt;b&gt;Starten&lt;/b&gt; (F5) baut die Karte auf und spielt den Aufbau ab. &lt;b&gt;Zurücksetzen&lt;/b&gt; (R) löscht Inseln und Protokoll, behält aber die Gruben. &lt;b&gt;Leeren&lt;/b&gt; (C) entfernt auch die Gruben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause (Space), one step back or forwards (Left, Right), back to the start or on to the end (Home, End), and the timeline to jump to any step. Speed 1 shows about two steps a second, speed 10 as many as the screen allows.</source>
        <extracomment>Lesson, island controls: the playback bar; Space, Left, Right, Home, End are keys</extracomment>
        <translation>&lt;b&gt;Unter der Karte:&lt;/b&gt; Abspielen und Pause (Leertaste), einen Schritt zurück oder vor (Links, Rechts), zurück zum Anfang oder vor zum Ende (Pos1, Ende) und die Zeitleiste, um zu jedem Schritt zu springen. Tempo 1 zeigt etwa zwei Schritte pro Sekunde, Tempo 10 so viele, wie der Bildschirm erlaubt.</translation>
    </message>
    <message>
        <source>Every change to pits and settings can be undone (Edit ▸ Undo).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>Jede Änderung an Gruben und Einstellungen lässt sich rückgängig machen (Bearbeiten ▸ Rückgängig).</translation>
    </message>
    <message>
        <source>Reading the recursion log</source>
        <extracomment>Lesson heading: how to read the recursion log</extracomment>
        <translation>Das Rekursionsprotokoll lesen</translation>
    </message>
    <message>
        <source>The log has one line per step. Each line is indented by the depth of the recursion, so you can watch the search go deeper and come back.</source>
        <extracomment>Lesson, recursion log: the layout of the log</extracomment>
        <translation>Das Protokoll hat eine Zeile pro Schritt. Jede Zeile ist nach der Tiefe der Rekursion eingerückt, so sieht man die Suche tiefer gehen und zurückkehren.</translation>
    </message>
    <message>
        <source>%1: the seed of island 1 is placed in row 3, column 14; growth starts.</source>
        <extracomment>Lesson, recursion log; %1 is a seed line of the log, as the log shows it</extracomment>
        <translation>%1: Die Keimzelle von Insel 1 wird in Zeile 3, Spalte 14 gesetzt; das Wachstum beginnt.</translation>
    </message>
    <message>
        <source>%1: the cell was added and the search goes one level deeper.</source>
        <extracomment>Lesson, recursion log; %1 is an ADD line of the log</extracomment>
        <translation>%1: Die Zelle wurde hinzugefügt, und die Suche geht eine Ebene tiefer.</translation>
    </message>
    <message>
        <source>%1: every path through this cell failed; it is water again and the next candidate is tried.</source>
        <extracomment>Lesson, recursion log; %1 is a BACKTRACK line of the log</extracomment>
        <translation>%1: Jeder Weg durch diese Zelle ist gescheitert; sie ist wieder Wasser, und der nächste Kandidat wird probiert.</translation>
    </message>
    <message>
        <source>%1: the island reached its target size.</source>
        <extracomment>Lesson, recursion log; %1 is the line of a completed island</extracomment>
        <translation>%1: Die Insel hat ihre Zielgröße erreicht.</translation>
    </message>
    <message>
        <source>%1, %2 or %3: the island could not be grown. Its seed becomes water again and the next island starts.</source>
        <extracomment>Lesson, recursion log; %1, %2, %3 are the three lines of a failed island</extracomment>
        <translation>%1, %2 oder %3: Die Insel konnte nicht wachsen. Ihre Keimzelle wird wieder Wasser, und die nächste Insel beginnt.</translation>
    </message>
    <message>
        <source>%1: every island has been tried.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a finished build</extracomment>
        <translation>%1: Alle Inseln wurden versucht.</translation>
    </message>
    <message>
        <source>%1: the step limit was reached and the build stopped.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a build that hit the step limit</extracomment>
        <translation>%1: Die Schrittgrenze wurde erreicht, und der Aufbau brach ab.</translation>
    </message>
    <message>
        <source>Click a line, or select it and press Enter, to show the map exactly as it was after that step. The line of the step shown is highlighted, and its tooltip gives the step number and the depth.</source>
        <extracomment>Lesson, recursion log: clicking a line</extracomment>
        <translation>Klicken Sie auf eine Zeile oder wählen Sie sie aus und drücken Sie die Eingabetaste, um die Karte genau so zu sehen, wie sie nach diesem Schritt war. Die Zeile des gezeigten Schritts ist hervorgehoben, und ihr Tooltip nennt die Schrittnummer und die Tiefe.</translation>
    </message>
    <message>
        <source>Too complex</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>Zu komplex</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the workbench responsive.</source>
        <translation>Bei vielen Gruben und ohne zufällige Reihenfolge kann der Suchbaum exponentiell wachsen: Der Algorithmus probiert womöglich Millionen von Wegen, bevor er aufgibt. Zwei Schutzmechanismen halten die Werkbank bedienbar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reachability check:&lt;/b&gt; before an island grows, the cells it could reach from its seed are counted. If there are fewer than its target size, the island fails at once instead of searching in vain.</source>
        <extracomment>Lesson, too complex: the first guard</extracomment>
        <translation>&lt;b&gt;Erreichbarkeitsprüfung:&lt;/b&gt; Bevor eine Insel wächst, werden die Zellen gezählt, die sie von ihrer Keimzelle aus erreichen könnte. Sind es weniger als ihre Zielgröße, scheitert die Insel sofort, statt vergeblich zu suchen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; when the log reaches the step limit (%1 by default), the build stops with %2. The island that was growing is removed; islands already complete stay.</source>
        <extracomment>Lesson, too complex: the second guard; %1 is the default step limit, %2 the log&apos;s last line</extracomment>
        <translation>&lt;b&gt;Schrittgrenze:&lt;/b&gt; Erreicht das Protokoll die Schrittgrenze (standardmäßig %1), bricht der Aufbau mit %2 ab. Die Insel, die gerade wuchs, wird entfernt; schon fertige Inseln bleiben.</translation>
    </message>
    <message>
        <source>Dungeon: tiles with half-doors</source>
        <extracomment>Lesson heading, dungeon</extracomment>
        <translation>Verlies: Kacheln mit Halbtüren</translation>
    </message>
    <message>
        <source>Now every cell of the grid takes a square tile: a room or a hall. Each side of a tile has two half-doors, one on each side of the middle of that side, so a tile has eight half-doors in all. A tile is described by the half-doors it opens.</source>
        <extracomment>Lesson, dungeon: half-doors</extracomment>
        <translation>Jetzt erhält jede Zelle des Gitters eine quadratische Kachel: einen Raum oder einen Gang. Jede Seite einer Kachel hat zwei Halbtüren, eine auf jeder Seite der Mitte dieser Seite, also hat eine Kachel insgesamt acht Halbtüren. Eine Kachel wird durch die Halbtüren beschrieben, die sie öffnet.</translation>
    </message>
    <message>
        <source>The default tile set has three templates: the &lt;b&gt;big room&lt;/b&gt; opens all eight half-doors; the &lt;b&gt;small room&lt;/b&gt; opens the right half of the top side and the upper half of the right side; the &lt;b&gt;hall&lt;/b&gt; opens the upper halves of the left and right sides, a corridor along the top. A scenario may bring its own tile set, but it must contain a big room, so that every cell can be filled.</source>
        <extracomment>Lesson, dungeon: the default tile set</extracomment>
        <translation>Der vorgegebene Kachelsatz hat drei Vorlagen: Der &lt;b&gt;große Raum&lt;/b&gt; öffnet alle acht Halbtüren; der &lt;b&gt;kleine Raum&lt;/b&gt; öffnet die rechte Hälfte der oberen Seite und die obere Hälfte der rechten Seite; der &lt;b&gt;Gang&lt;/b&gt; öffnet die oberen Hälften der linken und der rechten Seite, ein Korridor entlang der Oberkante. Ein Szenario darf einen eigenen Kachelsatz mitbringen, aber er muss einen großen Raum enthalten, damit jede Zelle gefüllt werden kann.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotation:&lt;/b&gt; every template may be placed in four rotations. A quarter turn clockwise moves the top half-doors to the right side, the right ones to the bottom, and so on. A rotation that looks like one already listed is not listed twice.</source>
        <extracomment>Lesson, dungeon: rotation</extracomment>
        <translation>&lt;b&gt;Drehung:&lt;/b&gt; Jede Vorlage darf in vier Drehungen gesetzt werden. Eine Vierteldrehung im Uhrzeigersinn bringt die oberen Halbtüren auf die rechte Seite, die rechten nach unten und so weiter. Eine Drehung, die wie eine schon aufgeführte aussieht, wird nicht doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror matching:&lt;/b&gt; where two tiles meet, their half-doors face each other as mirror images: the left half of the upper tile&apos;s bottom side faces the left half of the lower tile&apos;s top side, and the upper half of the left tile&apos;s right side faces the upper half of the right tile&apos;s left side. Two tiles are joined by a passage when at least one such pair is open on both sides.</source>
        <extracomment>Lesson, dungeon: how half-doors meet across an edge</extracomment>
        <translation>&lt;b&gt;Spiegelbildliches Zusammenpassen:&lt;/b&gt; Wo zwei Kacheln aneinanderstoßen, stehen sich ihre Halbtüren spiegelbildlich gegenüber: Die linke Hälfte der Unterseite der oberen Kachel liegt der linken Hälfte der Oberseite der unteren Kachel gegenüber, und die obere Hälfte der rechten Seite der linken Kachel der oberen Hälfte der linken Seite der rechten Kachel. Zwei Kacheln sind durch einen Durchgang verbunden, wenn mindestens ein solches Paar auf beiden Seiten offen ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Required and allowed:&lt;/b&gt; every empty cell keeps two sets of half-doors. &lt;i&gt;Required&lt;/i&gt; are those its filled neighbours have opened towards it; they must be answered. &lt;i&gt;Allowed&lt;/i&gt; are those it may still open: at first all of them except those facing the edge of the map or a pit. A tile placed on the cell opens only what is allowed.</source>
        <extracomment>Lesson, dungeon: required and allowed half-doors</extracomment>
        <translation>&lt;b&gt;Gefordert und erlaubt:&lt;/b&gt; Jede leere Zelle führt zwei Mengen von Halbtüren. &lt;i&gt;Gefordert&lt;/i&gt; sind die, die ihre gefüllten Nachbarn zu ihr hin geöffnet haben; sie müssen beantwortet werden. &lt;i&gt;Erlaubt&lt;/i&gt; sind die, die sie noch öffnen darf: anfangs alle außer denen, die zum Rand der Karte oder zu einer Grube zeigen. Eine Kachel auf der Zelle öffnet nur, was erlaubt ist.</translation>
    </message>
    <message>
        <source>When a tile is placed, each neighbour is updated. An empty neighbour that gets half-doors towards it may open exactly their mirror images on that side, and joins the fill queue; one that gets none may open nothing on that side. A filled neighbour&apos;s half-doors that the new tile does not answer are &lt;i&gt;clipped&lt;/i&gt;: removed, so that no half-door ever leads into a wall.</source>
        <extracomment>Lesson, dungeon: what a placement does to the neighbours</extracomment>
        <translation>Wird eine Kachel gesetzt, wird jeder Nachbar aktualisiert. Ein leerer Nachbar, zu dem Halbtüren zeigen, darf auf dieser Seite genau deren Spiegelbilder öffnen und kommt in die Füllwarteschlange; einer, zu dem keine zeigen, darf auf dieser Seite nichts öffnen. Halbtüren eines gefüllten Nachbarn, die die neue Kachel nicht beantwortet, werden &lt;i&gt;gekappt&lt;/i&gt;: entfernt, damit keine Halbtür je in eine Wand führt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The fill queue:&lt;/b&gt; the build draws a start and an end cell and places a big room on each. Every neighbour that a placed tile opens half-doors towards joins the back of the queue, in the order up, right, down, left. The generator takes the cell at the front of the queue, lists the candidates (every template in every rotation) that pass both rules below, draws one of them at random and places it. A cell that is filled already is skipped. When the queue is empty, the dungeon is finished; cells that never joined the queue stay solid rock.</source>
        <extracomment>Lesson, dungeon: the fill queue</extracomment>
        <translation>&lt;b&gt;Die Füllwarteschlange:&lt;/b&gt; Der Aufbau lost eine Start- und eine Zielzelle aus und setzt auf beide einen großen Raum. Jeder Nachbar, zu dem eine gesetzte Kachel Halbtüren öffnet, stellt sich hinten in der Warteschlange an, in der Reihenfolge oben, rechts, unten, links. Der Generator nimmt die Zelle vorn in der Warteschlange, listet die Kandidaten (jede Vorlage in jeder Drehung) auf, die beide Regeln unten bestehen, lost einen davon aus und setzt ihn. Eine schon gefüllte Zelle wird übersprungen. Ist die Warteschlange leer, ist das Verlies fertig; Zellen, die nie in die Warteschlange kamen, bleiben massiver Fels.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 1:&lt;/b&gt; on every side where the cell has required half-doors, the candidate must open at least one of them.</source>
        <extracomment>Lesson, dungeon: candidate rule 1</extracomment>
        <translation>&lt;b&gt;Regel 1:&lt;/b&gt; Auf jeder Seite, auf der die Zelle geforderte Halbtüren hat, muss der Kandidat mindestens eine davon öffnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 2:&lt;/b&gt; after placing the candidate, a path from the start to the end must still be possible: through passages between filled tiles, through open half-doors into empty cells, and across empty cells, which count as open on every side. A candidate that would cut the last such path is rejected.</source>
        <extracomment>Lesson, dungeon: candidate rule 2</extracomment>
        <translation>&lt;b&gt;Regel 2:&lt;/b&gt; Nach dem Setzen des Kandidaten muss ein Weg vom Start zum Ziel noch möglich sein: durch Durchgänge zwischen gefüllten Kacheln, durch offene Halbtüren in leere Zellen und über leere Zellen, die als nach allen Seiten offen gelten. Ein Kandidat, der den letzten solchen Weg abschneiden würde, wird abgewiesen.</translation>
    </message>
    <message>
        <source>A big room passes both rules everywhere, so a queued cell always gets a tile, and when the queue runs empty, the start and the end are joined by a chain of passages.</source>
        <extracomment>Lesson, dungeon: why a start-to-end path always exists</extracomment>
        <translation>Ein großer Raum besteht beide Regeln überall, daher bekommt eine Zelle aus der Warteschlange immer eine Kachel, und wenn die Warteschlange leer ist, sind Start und Ziel durch eine Kette von Durchgängen verbunden.</translation>
    </message>
    <message>
        <source>What you see on the map</source>
        <extracomment>Lesson heading: what the dungeon map shows</extracomment>
        <translation>Was die Karte zeigt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed always gives the same dungeon. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Startwert:&lt;/b&gt; Derselbe Startwert ergibt immer dasselbe Verlies. &lt;b&gt;Neuer Startwert&lt;/b&gt; wählt einen anderen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows, columns and pits:&lt;/b&gt; the grid and its obstacles, set as in the island lessons; the dungeon is built around the pits.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Zeilen, Spalten und Gruben:&lt;/b&gt; das Gitter und seine Hindernisse, eingestellt wie in den Insel-Lektionen; das Verlies wird um die Gruben herum gebaut.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; builds the dungeon and plays the build; &lt;b&gt;Reset&lt;/b&gt; clears it and keeps the pits; &lt;b&gt;Clear&lt;/b&gt; removes the pits too.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Starten&lt;/b&gt; baut das Verlies auf und spielt den Aufbau ab; &lt;b&gt;Zurücksetzen&lt;/b&gt; löscht es und behält die Gruben; &lt;b&gt;Leeren&lt;/b&gt; entfernt auch die Gruben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause, step back and forwards, the timeline and the speed work as in the island lessons.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Unter der Karte:&lt;/b&gt; Abspielen und Pause, Schritt zurück und vor, die Zeitleiste und das Tempo funktionieren wie in den Insel-Lektionen.</translation>
    </message>
    <message>
        <source>Half-doors are written as a number in hexadecimal, one bit each, clockwise from the left half of the top side: 0x01 top left, 0x02 top right, 0x04 right upper, 0x08 right lower, 0x10 bottom right, 0x20 bottom left, 0x40 left lower, 0x80 left upper. A big room is 0xFF.</source>
        <extracomment>Lesson, dungeon log: door masks</extracomment>
        <translation>Halbtüren werden als Zahl im Hexadezimalsystem geschrieben, ein Bit je Halbtür, im Uhrzeigersinn ab der linken Hälfte der Oberseite: 0x01 oben links, 0x02 oben rechts, 0x04 rechts oben, 0x08 rechts unten, 0x10 unten rechts, 0x20 unten links, 0x40 links unten, 0x80 links oben. Ein großer Raum ist 0xFF.</translation>
    </message>
    <message>
        <source>%1, %2: the start and the end were drawn.</source>
        <extracomment>Lesson, dungeon log; %1 and %2 are the first two lines of a build</extracomment>
        <translation>%1, %2: Start und Ziel wurden ausgelost.</translation>
    </message>
    <message>
        <source>%1: a tile was placed; its doors are the half-doors it opened.</source>
        <extracomment>Lesson, dungeon log; %1 is a placement line</extracomment>
        <translation>%1: Eine Kachel wurde gesetzt; ihre Türen sind die Halbtüren, die sie geöffnet hat.</translation>
    </message>
    <message>
        <source>%1: a neighbour got half-doors towards the new tile and joins the back of the queue.</source>
        <extracomment>Lesson, dungeon log; %1 is a queue line</extracomment>
        <translation>%1: Ein Nachbar hat Halbtüren zur neuen Kachel hin bekommen und stellt sich hinten in der Warteschlange an.</translation>
    </message>
    <message>
        <source>%1: half-doors of a filled neighbour that the new tile did not answer were removed.</source>
        <extracomment>Lesson, dungeon log; %1 is a clip line</extracomment>
        <translation>%1: Halbtüren eines gefüllten Nachbarn, die die neue Kachel nicht beantwortet hat, wurden entfernt.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 1.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 1</extracomment>
        <translation>%1: abgewiesen nach Regel 1.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 2.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 2</extracomment>
        <translation>%1: abgewiesen nach Regel 2.</translation>
    </message>
    <message>
        <source>%1: the cell at the front of the queue has a tile already.</source>
        <extracomment>Lesson, dungeon log; %1 is a skip line</extracomment>
        <translation>%1: Die Zelle vorn in der Warteschlange hat schon eine Kachel.</translation>
    </message>
    <message>
        <source>%1: the queue ran empty; the dungeon is finished.</source>
        <extracomment>Lesson, dungeon log; %1 is the last line of a build</extracomment>
        <translation>%1: Die Warteschlange ist leer; das Verlies ist fertig.</translation>
    </message>
    <message>
        <source>Indented lines are details: the rejected candidates for a cell come just before the tile placed on it, its clips and queue entries just after. Click a line to show the map exactly as it was after that step.</source>
        <extracomment>Lesson, dungeon log: indented lines</extracomment>
        <translation>Eingerückte Zeilen sind Einzelheiten: Die abgewiesenen Kandidaten einer Zelle stehen direkt vor der Kachel, die auf sie gesetzt wird, ihre Kappungen und Warteschlangen-Einträge direkt danach. Ein Klick auf eine Zeile zeigt die Karte genau so, wie sie nach diesem Schritt war.</translation>
    </message>
    <message>
        <source>Too complex?</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>Zu komplex?</translation>
    </message>
    <message>
        <source>A dungeon needs no step limit. Every cell gets at most one tile, a big room always fits, and each candidate is checked once, so every build finishes. What can go wrong is checked before it starts: with fewer than two open cells, or when pits cut the start off from the end, the build is refused at once with a message.</source>
        <extracomment>Lesson, dungeon: why no step limit is needed</extracomment>
        <translation>Ein Verlies braucht keine Schrittgrenze. Jede Zelle bekommt höchstens eine Kachel, ein großer Raum passt immer, und jeder Kandidat wird einmal geprüft, daher endet jeder Aufbau. Was schiefgehen kann, wird vor dem Start geprüft: Bei weniger als zwei offenen Zellen oder wenn Gruben den Start vom Ziel abschneiden, wird der Aufbau sofort mit einer Meldung abgelehnt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Green disc with S, purple disc with E:&lt;/b&gt; the start and the end.</source>
        <extracomment>Lesson, dungeon map; S and E are the letters drawn on the map (translate them as there)</extracomment>
        <translation>&lt;b&gt;Grüne Scheibe mit S, violette Scheibe mit Z:&lt;/b&gt; der Start und das Ziel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue dashed frame:&lt;/b&gt; an empty cell waiting in the fill queue.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Blauer gestrichelter Rahmen:&lt;/b&gt; eine leere Zelle, die in der Füllwarteschlange wartet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Amber with a solid frame:&lt;/b&gt; the tile being placed at this step.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Bernsteingelb mit durchgezogenem Rahmen:&lt;/b&gt; die Kachel, die in diesem Schritt gesetzt wird.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dotted frame:&lt;/b&gt; the cell whose candidates are being checked.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Gelbgrün mit gepunktetem Rahmen:&lt;/b&gt; die Zelle, deren Kandidaten gerade geprüft werden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red, fading:&lt;/b&gt; half-doors that were just clipped.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Rot, verblassend:&lt;/b&gt; Halbtüren, die gerade gekappt wurden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Crimson line:&lt;/b&gt; when the build is finished, one shortest path from the start to the end.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Karminrote Linie:&lt;/b&gt; Ist der Aufbau fertig, ein kürzester Weg vom Start zum Ziel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; changes the colours; frames, crosses and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson, dungeon map; the menu path View &gt; Colour-Blind-Safe Palette</extracomment>
        <translation>&lt;b&gt;Ansicht ▸ Palette für Farbfehlsichtige&lt;/b&gt; ändert die Farben; Rahmen, Kreuze und Buchstaben bleiben, sodass nichts allein durch Farbe gezeigt wird.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile set:&lt;/b&gt; add, remove and rename templates, and click a half-door of the selected template to open or close it. The big room must stay.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Kachelsatz:&lt;/b&gt; Vorlagen hinzufügen, entfernen und umbenennen; ein Klick auf eine Halbtür der ausgewählten Vorlage öffnet oder schließt sie. Der große Raum muss bleiben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile inspector:&lt;/b&gt; click a cell to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and every candidate checked for it with its verdict.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Kachel-Inspektor:&lt;/b&gt; Ein Klick auf eine Zelle zeigt ihre Kachel, Drehung und Türen, bei einer leeren Zelle die Halbtüren, die sie öffnen darf und muss, und jeden für sie geprüften Kandidaten mit seinem Urteil.</translation>
    </message>
    <message>
        <source>Reading the Code and Call Stack docks</source>
        <extracomment>Lesson heading: the Code, Call Stack and Cell Inspector docks</extracomment>
        <translation>Die Docks Code und Aufrufstapel lesen</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. Lines marked NEW IN 6b are the 8-neighbour check; switch the rule and they disappear. The &lt;b&gt;Call Stack&lt;/b&gt; dock lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one; select a call to outline its cell and candidates on the map. The &lt;b&gt;Cell Inspector&lt;/b&gt; says for the cell under the map&apos;s cursor whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson, algorithm docks: how the Code and Call Stack docks follow the steps</extracomment>
        <translation>Das Dock &lt;b&gt;Code&lt;/b&gt; zeigt den Algorithmus als Pseudocode und hebt die Zeile hervor, die der aktuelle Schritt ausführt: eine Keimzellen-Zeile, ADD in grow(), BACKTRACK nach einem gescheiterten Aufruf. Die mit NEU IN 6b markierten Zeilen sind die Prüfung der 8 Nachbarn; wechseln Sie die Regel, und sie verschwinden. Das Dock &lt;b&gt;Aufrufstapel&lt;/b&gt; listet die noch laufenden grow()-Aufrufe, von der Keimzelle bis zur aktuellen Zelle: die Zelle jedes Aufrufs, die Größe der Insel im Vergleich zur Zielgröße und seine Kandidaten in der Reihenfolge, in der sie versucht werden, x für einen gescheiterten Pfad, &amp;gt; für den, der gerade versucht wird. Ein ADD legt einen Aufruf auf den Stapel, ein BACKTRACK nimmt einen herunter; wählen Sie einen Aufruf, um seine Zelle und seine Kandidaten auf der Karte zu umranden. Der &lt;b&gt;Zellen-Inspektor&lt;/b&gt; sagt für die Zelle unter dem Cursor der Karte, ob sie jetzt ein gültiger Kandidat ist, und wenn nicht, welche Regel und welche Zelle sie ausschließen.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock highlights the line of the current step; the &lt;b&gt;Call Stack&lt;/b&gt; dock shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open.</source>
        <extracomment>Lesson, dungeon: the Code and Call Stack docks</extracomment>
        <translation>Das Dock &lt;b&gt;Code&lt;/b&gt; hebt die Zeile des aktuellen Schritts hervor; das Dock &lt;b&gt;Aufrufstapel&lt;/b&gt; zeigt die Zelle, die gerade gefüllt wird, mit den Urteilen über ihre Kandidaten bisher, dann die Füllwarteschlange der Reihe nach mit den Seiten, die jede Zelle öffnen muss.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Lesson in the web page: a control&apos;s label, as the text names it; use your language&apos;s quotation marks</extracomment>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>%1, %2 and %3: 1 to 8 islands, each aiming for a random size between the minimum and the maximum (if the minimum is larger, the two are swapped). With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson in the web page, island controls; %1, %2, %3 name the fields for the number of islands, the minimum and the maximum size</extracomment>
        <translation>%1, %2 und %3: 1 bis 8 Inseln, jede strebt eine zufällige Größe zwischen Minimum und Maximum an (ist das Minimum größer, werden beide vertauscht). Bei einer einzigen Insel ist die Lektion Stufe 3.</translation>
    </message>
    <message>
        <source>%1: ticked, the candidates are shuffled and the shapes look natural; not ticked, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the Randomize check box</extracomment>
        <translation>%1: Angehakt, werden die Kandidaten gemischt und die Formen wirken natürlich; nicht angehakt, werden sie in der festen Reihenfolge oben, links, rechts, unten probiert. Das ergibt regelmäßige Formen und bei vielen Gruben weit mehr Backtracking.</translation>
    </message>
    <message>
        <source>%1: 6a (orthogonal) or 6b (all 8 neighbours). %2: after this many steps a build stops as too complex.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the rule, %2 the step limit</extracomment>
        <translation>%1: 6a (orthogonal) oder 6b (alle 8 Nachbarn). %2: Nach so vielen Schritten bricht ein Aufbau als zu komplex ab.</translation>
    </message>
    <message>
        <source>%1: the same seed with the same settings always gives the same map, so a whole class can follow one example.</source>
        <extracomment>Lesson in the web page, controls; %1 names the seed field</extracomment>
        <translation>%1: Derselbe Startwert mit denselben Einstellungen ergibt immer dieselbe Karte, so kann eine ganze Klasse einem Beispiel folgen.</translation>
    </message>
    <message>
        <source>%1: while it is ticked, drag on the map to paint pits (%2) or to erase them (%3); %4 takes back the last stroke. %5 scatters random pits over the open cells at the %6 given.</source>
        <extracomment>Lesson in the web page, controls; %1 the check box that lets a drag paint, %2 and %3 the pit and eraser tools, %4 the button that takes back a stroke, %5 the Sprinkle! button, %6 its density field</extracomment>
        <translation>%1: Solange es angehakt ist, ziehen Sie auf der Karte, um Gruben zu malen (%2) oder zu löschen (%3); %4 nimmt den letzten Strich zurück. %5 verstreut zufällige Gruben über die offenen Zellen, mit der angegebenen %6.</translation>
    </message>
    <message>
        <source>%1 builds the map with these settings and pits and plays the build; %2 stops a build under way, and the map before it stays.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Start button, %2 the Cancel button</extracomment>
        <translation>%1 baut die Karte mit diesen Einstellungen und Gruben und spielt den Aufbau ab; %2 hält einen laufenden Aufbau an, und die Karte davor bleibt.</translation>
    </message>
    <message>
        <source>Below the map: %1 plays and pauses (Space); %2 and %3 go one step back or forwards (the Left and Right arrow keys); %4 and %5 go to the start or to the end (Home, End); the timeline jumps to any step. %6 1 shows about two steps a second, 10 as many as the screen allows.</source>
        <extracomment>Lesson in the web page, the playback bar; %1 Play, %2 Step back, %3 Step, %4 First, %5 Last, %6 Speed. Space, Home, End and the arrow keys are keys: in a right-to-left page the Left arrow steps forwards and the Right arrow back</extracomment>
        <translation>Unter der Karte: %1 spielt ab und pausiert (Leertaste); %2 und %3 gehen einen Schritt zurück oder vor (Pfeiltasten links und rechts); %4 und %5 gehen zum Anfang oder zum Ende (Pos1, Ende); die Zeitleiste springt zu jedem Schritt. %6 1 zeigt etwa zwei Schritte pro Sekunde, 10 so viele, wie der Bildschirm erlaubt.</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 zoom into a large map and move the part shown.</source>
        <extracomment>Lesson in the web page, controls; %1..%4 name the zoom and pan buttons</extracomment>
        <translation>%1, %2, %3 und %4 vergrößern eine große Karte und verschieben den gezeigten Ausschnitt.</translation>
    </message>
    <message>
        <source>%1: make every step of the build yourself on the map; each move is checked, and a wrong one says why. %2 shows the right move (hints are counted).</source>
        <extracomment>Lesson in the web page, controls; %1 names You Are the Algorithm&apos;s button, %2 Hint</extracomment>
        <translation>%1: Machen Sie jeden Schritt des Aufbaus selbst auf der Karte; jeder Zug wird geprüft, und ein falscher sagt, warum. %2 zeigt den richtigen Zug (Hinweise werden gezählt).</translation>
    </message>
    <message>
        <source>%1 copies a link to this lesson with your pits and settings: open it later, or hand it on, and the same map comes back.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Copy link button</extracomment>
        <translation>%1 kopiert einen Link zu dieser Lektion mit Ihren Gruben und Einstellungen: Öffnen Sie ihn später oder geben Sie ihn weiter, und dieselbe Karte ist wieder da.</translation>
    </message>
    <message>
        <source>The panels %1, %2 and %3</source>
        <extracomment>Lesson heading in the web page: the Code, Call Stack and Why this cell? panels; %1, %2, %3 are their names</extracomment>
        <translation>Die Bereiche %1, %2 und %3</translation>
    </message>
    <message>
        <source>%1 highlights the line of the current step; %2 shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open. %3: tap a cell of the map, or point at it, to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and the candidates checked for it with their verdicts.</source>
        <extracomment>Lesson in the web page, dungeon: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 hebt die Zeile des aktuellen Schritts hervor; %2 zeigt die Zelle, die gerade gefüllt wird, mit den Urteilen über ihre Kandidaten bisher, dann die Füllwarteschlange der Reihe nach mit den Seiten, die jede Zelle öffnen muss. %3: Tippen Sie auf eine Zelle der Karte oder zeigen Sie darauf, um ihre Kachel, Drehung und Türen zu sehen, bei einer leeren Zelle die Halbtüren, die sie öffnen darf und muss, und die für sie geprüften Kandidaten mit ihren Urteilen.</translation>
    </message>
    <message>
        <source>%1 shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. %2 lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one. %3: tap a cell of the map, or point at it, to see whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson in the web page, islands: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 zeigt den Algorithmus als Pseudocode und hebt die Zeile hervor, die der aktuelle Schritt ausführt: eine Keimzellen-Zeile, ADD in grow(), BACKTRACK nach einem gescheiterten Aufruf. %2 listet die noch laufenden grow()-Aufrufe, von der Keimzelle bis zur aktuellen Zelle: die Zelle jedes Aufrufs, die Größe der Insel im Vergleich zur Zielgröße und seine Kandidaten in der Reihenfolge, in der sie versucht werden, x für einen gescheiterten Pfad, &amp;gt; für den, der gerade versucht wird. Ein ADD legt einen Aufruf auf den Stapel, ein BACKTRACK nimmt einen herunter. %3: Tippen Sie auf eine Zelle der Karte oder zeigen Sie darauf, um zu sehen, ob sie jetzt ein gültiger Kandidat ist, und wenn nicht, welche Regel und welche Zelle sie ausschließen.</translation>
    </message>
    <message>
        <source>%1: %2 gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, island colours; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 gibt den Inseln die Okabe-Ito-Farben (Gelb für die gerade hinzugefügte Zelle, Orange für einen Rücksprung). Rahmen und Kreuze bleiben, sodass nichts allein durch Farbe gezeigt wird.</translation>
    </message>
    <message>
        <source>Click a line to show the map exactly as it was after that step. The line of the step shown is highlighted.</source>
        <extracomment>Lesson in the web page, recursion log: clicking a line</extracomment>
        <translation>Klicken Sie auf eine Zeile, um die Karte genau so zu zeigen, wie sie nach diesem Schritt war. Die Zeile des gezeigten Schritts ist hervorgehoben.</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the lesson responsive.</source>
        <extracomment>Lesson in the web page, too complex: the problem</extracomment>
        <translation>Bei vielen Gruben und ohne zufällige Reihenfolge kann der Suchbaum exponentiell wachsen: Der Algorithmus probiert womöglich Millionen von Wegen, bevor er aufgibt. Zwei Schutzmechanismen halten die Lektion bedienbar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue:&lt;/b&gt; an empty cell waiting in the fill queue; a blue frame marks the cells this step queued.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Blau:&lt;/b&gt; eine leere Zelle, die in der Füllwarteschlange wartet; ein blauer Rahmen markiert die Zellen, die dieser Schritt eingereiht hat.</translation>
    </message>
    <message>
        <source>%1: %2 changes the colours; frames and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, dungeon map; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 ändert die Farben; Rahmen und Buchstaben bleiben, sodass nichts allein durch Farbe gezeigt wird.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eight island colours:&lt;/b&gt; every island keeps its own colour, and shows its number when the cells are large enough, its pattern of lines or dots when they are not.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Acht Inselfarben:&lt;/b&gt; Jede Insel behält ihre eigene Farbe und zeigt ihre Nummer, wenn die Zellen groß genug sind, sonst ihr Muster aus Linien oder Punkten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark rock:&lt;/b&gt; a cell without a tile. Faint lines between rock cells let you count cells.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Dunkler Fels:&lt;/b&gt; eine Zelle ohne Kachel. Feine Linien zwischen Felszellen helfen beim Zählen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cream floor inside grey-brown walls:&lt;/b&gt; a placed tile. Each open half-door is a gap in the wall, on its half of the side; where two gaps face each other, there is a passage.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Cremefarbener Boden in graubraunen Wänden:&lt;/b&gt; eine gesetzte Kachel. Jede offene Halbtür ist eine Lücke in der Wand, auf ihrer Hälfte der Seite; wo sich zwei Lücken gegenüberliegen, ist ein Durchgang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Violettgrau:&lt;/b&gt; eine Grube, für immer gesperrt; sie wird nie gefüllt, und keine Halbtür zeigt zu ihr.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey with a cross:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Violettgrau mit Kreuz:&lt;/b&gt; eine Grube, für immer gesperrt; sie wird nie gefüllt, und keine Halbtür zeigt zu ihr.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Step %L1, depth %L2</source>
        <extracomment>Tooltip of a recursion log line: %1 step number, %2 recursion depth</extracomment>
        <translation>Schritt %L1, Tiefe %L2</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Recursion log</source>
        <extracomment>Name of the recursion log list for screen readers</extracomment>
        <translation>Rekursionsprotokoll</translation>
    </message>
    <message>
        <source>One line per step, indented by recursion depth. Click a line to show the map after that step.</source>
        <translation>Eine Zeile pro Schritt, eingerückt nach Rekursionstiefe. Ein Klick auf eine Zeile zeigt die Karte nach diesem Schritt.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lesson Choice</source>
        <extracomment>Toolbar with the two lessons, islands and dungeon (not the Lesson panel)</extracomment>
        <translation>Lektionswahl</translation>
    </message>
    <message>
        <source>About Mapgen Workbench</source>
        <translation>Über Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Aufbau</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Recursion Log</source>
        <translation>Rekursionsprotokoll</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <extracomment>The first entry of the undo history: the scenario as opened</extracomment>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>Demo-Szenario</translation>
    </message>
    <message>
        <source>Panels and &amp;Toolbars</source>
        <translation>Bereiche und &amp;Werkzeugleisten</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Step-by-step lessons in procedural map generation: islands grown by recursive backtracking, dungeons of tiles placed with constraint propagation.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The lessons it exports carry their code under the MIT licence: copy, post and change them freely.&lt;/p&gt;&lt;p&gt;It comes with absolutely no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Prozedurale Kartenerzeugung Schritt für Schritt: Inseln, die durch rekursives Backtracking wachsen, und Verliese aus Kacheln, gesetzt mit Constraint-Propagation.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später. Die exportierten Lektionen tragen ihren Code unter der MIT-Lizenz: kopieren, veröffentlichen und ändern Sie sie frei.&lt;/p&gt;&lt;p&gt;Ohne jegliche Gewährleistung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (%2 undoes it)</source>
        <extracomment>Status bar after an edit: %1 the edit (as the Edit menu names it), %2 the Undo key</extracomment>
        <translation>%1 (%2 macht es rückgängig)</translation>
    </message>
    <message>
        <source>Undone: %1 (%2 redoes it)</source>
        <extracomment>Status bar after Undo: %1 the edit undone, %2 the Redo key</extracomment>
        <translation>Rückgängig gemacht: %1 (%2 stellt es wieder her)</translation>
    </message>
    <message>
        <source>&amp;Lesson Properties…</source>
        <translation>Lektions&amp;eigenschaften…</translation>
    </message>
</context>
<context>
    <name>MapExporter</name>
    <message>
        <source>Dungeon map</source>
        <translation>Verlieskarte</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Inselkarte</translation>
    </message>
    <message>
        <source>Mapgen Workbench, dungeon, seed %1</source>
        <extracomment>Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)</extracomment>
        <translation>Mapgen Workbench, Verlies, Startwert %1</translation>
    </message>
    <message>
        <source>Mapgen Workbench, seed %1, rule %2</source>
        <translation>Mapgen Workbench, Startwert %1, Regel %2</translation>
    </message>
    <message>
        <source>%1: the map could not be drawn as SVG</source>
        <translation>%1: Die Karte ließ sich nicht als SVG zeichnen</translation>
    </message>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 a side</source>
        <extracomment>%1 x %2 the picture&apos;s width and height, %3 the limit, all in pixels</extracomment>
        <translation>das Bild wäre %1 x %2 Pixel groß; höchstens %3 pro Seite</translation>
    </message>
    <message>
        <source>%1: use a cell size of %2 pixels or less</source>
        <translation>%1: verwenden Sie eine Zellgröße von höchstens %2 Pixeln</translation>
    </message>
    <message>
        <source>not enough memory for an image of %1 x %2 pixels (%3)</source>
        <translation>nicht genug Speicher für ein Bild von %1 x %2 Pixeln (%3)</translation>
    </message>
    <message>
        <source>the map could not be encoded as PNG</source>
        <translation>die Karte ließ sich nicht als PNG kodieren</translation>
    </message>
    <message>
        <source>%1: not enough memory to draw the map as SVG</source>
        <translation>%1: nicht genug Speicher, um die Karte als SVG zu zeichnen</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Map</source>
        <extracomment>Name of the map for screen readers</extracomment>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Left-drag paints pits, right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Ziehen mit der linken Maustaste malt Gruben, mit der rechten radiert es sie. Strg+Mausrad zoomt. Mit der Tastatur: Tab zur Karte, Eingabe zum Bearbeiten (die Pfeiltasten bewegen den Zellcursor, Leertaste setzt oder entfernt eine Grube), Esc zum Beenden.</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Strg+Mausrad zoomt. Mit der Tastatur: Tab zur Karte, Eingabe, um den Zellcursor mit den Pfeiltasten zu bewegen, Esc zum Beenden.</translation>
    </message>
    <message>
        <source>Editing the map: the arrow keys move the cell cursor, Space sets or removes a pit, Esc ends editing</source>
        <translation>Karte bearbeiten: Die Pfeiltasten bewegen den Zellcursor, die Leertaste setzt oder entfernt eine Grube, Esc beendet das Bearbeiten</translation>
    </message>
    <message>
        <source>On the map: the arrow keys move the cell cursor, Esc ends</source>
        <translation>Auf der Karte: Die Pfeiltasten bewegen den Zellcursor, Esc beendet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The map&apos;s name for screen readers while a question asks for a cell: the map&apos;s own name, then the question</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Before step 1 of %1</source>
        <extracomment>The map&apos;s step summary for screen readers at the start of playback</extracomment>
        <translation>Vor Schritt 1 von %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>The map&apos;s step summary for screen readers: the step shown, the steps in all, the step&apos;s line in the recursion log</extracomment>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The map&apos;s name for screen readers: the map&apos;s own name, then the step shown</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>PdfHandout</name>
    <message>
        <source>floor: a placed tile&apos;s room and open half-doors</source>
        <translation>Boden: Raum und offene Halbtüren einer gesetzten Kachel</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>rock: never filled</source>
        <translation>Fels: nie gefüllt</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <source>S: the start</source>
        <translation>S: der Start</translation>
    </message>
    <message>
        <source>E: the end</source>
        <translation>Z: das Ziel</translation>
    </message>
    <message>
        <source>a shortest path from start to end</source>
        <translation>ein kürzester Weg vom Start zum Ziel</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>island %1</source>
        <translation>Insel %1</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <translation>Gesetzte Kacheln:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <translation>Abgewiesene Kandidaten:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>done: start and end are joined</source>
        <translation>fertig: Start und Ziel sind verbunden</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Rücksprünge:</translation>
    </message>
    <message>
        <source>too complex: the step limit was reached</source>
        <translation>zu komplex: die Schrittgrenze wurde erreicht</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message numerus="yes">
        <source>complete, %n cell(s)</source>
        <translation>
            <numerusform>fertig, %n Zelle</numerusform>
            <numerusform>fertig, %n Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Island %1:</source>
        <translation>Insel %1:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>%1 rows x %2 columns</source>
        <translation>%1 Zeilen x %2 Spalten</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Inseln:</translation>
    </message>
    <message>
        <source>Island sizes:</source>
        <translation>Inselgrößen:</translation>
    </message>
    <message>
        <source>%1 to %2 cells</source>
        <translation>%1 bis %2 Zellen</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Zufällige Reihenfolge:</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Step limit:</source>
        <translation>Schrittgrenze:</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>Kachelsatz:</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Kachel</numerusform>
            <numerusform>%n Kacheln</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>Szenariodatei:</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>Dungeon map</source>
        <translation>Verlieskarte</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Inselkarte</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings to reproduce this map</source>
        <translation>Einstellungen, die diese Karte wieder erzeugen</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Die Lektion</translation>
    </message>
    <message>
        <source>%1: the handout could not be drawn as PDF</source>
        <translation>%1: das Handout konnte nicht als PDF gezeichnet werden</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Lösungsschlüssel</translation>
    </message>
    <message>
        <source>Every answer that counts as right, the build&apos;s own first.</source>
        <translation>Jede Antwort, die als richtig gilt, die des Aufbaus zuerst.</translation>
    </message>
    <message>
        <source>Grade: the mean of the parts assigned, a part not begun counting 0, rounded half up.</source>
        <translation>Note: der Mittelwert der zugewiesenen Teile, ein nicht begonnener Teil zählt 0, kaufmännisch gerundet.</translation>
    </message>
    <message>
        <source>Questions: answered right the first time, of the %1 this build asks.</source>
        <translation>Fragen: beim ersten Mal richtig beantwortet, von den %1, die dieser Aufbau stellt.</translation>
    </message>
    <message>
        <source>You Are the Algorithm: right moves less wrong moves and hints (at least 0), of the %1 decisions of this build.</source>
        <translation>Sie sind der Algorithmus: richtige Züge minus falsche Züge und Tipps (mindestens 0), von den %1 Entscheidungen dieses Aufbaus.</translation>
    </message>
    <message>
        <source>Pass mark: %1.</source>
        <translation>Bestehensgrenze: %1.</translation>
    </message>
</context>
<context>
    <name>PitCommand</name>
    <message numerus="yes">
        <source>Paint %n pit(s)</source>
        <translation>
            <numerusform>%n Grube malen</numerusform>
            <numerusform>%n Gruben malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n pit(s)</source>
        <translation>
            <numerusform>%n Grube löschen</numerusform>
            <numerusform>%n Gruben löschen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Timeline</source>
        <extracomment>Name of the timeline slider for screen readers</extracomment>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Drag to show the map after any step</source>
        <translation>Ziehen, um die Karte nach einem beliebigen Schritt zu zeigen</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <extracomment>Playback speed, 1 (slowest) to 10 (fastest)</extracomment>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>1: about two steps a second. 10: as fast as the screen allows.</source>
        <translation>1: etwa zwei Schritte pro Sekunde. 10: so schnell, wie der Bildschirm es erlaubt.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>Step counter under the map: %1 the step shown, %2 all steps</extracomment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>PresenterMode</name>
    <message>
        <source>&amp;Keep Code in Presenter Mode</source>
        <translation>&amp;Code im Präsentationsmodus behalten</translation>
    </message>
    <message>
        <source>Presenter mode keeps the Code and Call Stack panels where they are, when the lesson has them</source>
        <translation>Der Präsentationsmodus lässt die Bereiche Code und Aufrufstapel stehen, wenn die Lektion sie hat</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen with only the map, the timeline and the current step in large type, for a projector (F9 again restores the layout)</source>
        <translation>Vollbild nur mit der Karte, der Zeitleiste und dem aktuellen Schritt in großer Schrift, für einen Beamer (F9 stellt das Layout wieder her)</translation>
    </message>
    <message>
        <source>The starting map</source>
        <translation>Die Ausgangskarte</translation>
    </message>
    <message>
        <source>%1 / %2   %3</source>
        <extracomment>Presenter mode&apos;s caption: %1 the step shown, %2 all steps, %3 the step&apos;s log line</extracomment>
        <translation>%1 / %2   %3</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
</context>
<context>
    <name>QuestionCoach</name>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Ask &amp;Here</source>
        <translation>&amp;Hier fragen</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Move</source>
        <translation>Nach dem nächsten &amp;Zug fragen</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Cell</source>
        <translation>Nach der nächsten &amp;Zelle fragen</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Placement</source>
        <translation>Nach der nächsten &amp;Platzierung fragen</translation>
    </message>
    <message>
        <source>Playback stops after the step shown now and asks this</source>
        <translation>Die Wiedergabe hält nach dem jetzt gezeigten Schritt an und fragt dies</translation>
    </message>
    <message>
        <source>no cell any more</source>
        <translation>keine Zelle mehr</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>%1 mit %n Vierteldrehung auf Zeile %2, Spalte %3</numerusform>
            <numerusform>%1 mit %n Vierteldrehungen auf Zeile %2, Spalte %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 in the log: %2</source>
        <translation>Schritt %1 im Protokoll: %2</translation>
    </message>
    <message>
        <source>No step after this one adds a cell.</source>
        <translation>Kein Schritt danach fügt noch eine Zelle hinzu.</translation>
    </message>
    <message numerus="yes">
        <source>First the recursion goes back %n cell(s).</source>
        <translation>
            <numerusform>Zuerst springt die Rekursion %n Zelle zurück.</numerusform>
            <numerusform>Zuerst springt die Rekursion %n Zellen zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) were rejected on that cell before this one fit.</source>
        <translation>
            <numerusform>%n Kandidat wurde auf dieser Zelle verworfen, bevor dieser passte.</numerusform>
            <numerusform>%n Kandidaten wurden auf dieser Zelle verworfen, bevor dieser passte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cell is a pit.</source>
        <translation>Ihre Zelle ist eine Grube.</translation>
    </message>
    <message>
        <source>Your cell has a tile already.</source>
        <translation>Ihre Zelle hat schon eine Kachel.</translation>
    </message>
    <message>
        <source>Your cell waits in the fill queue; the cell at its front comes first.</source>
        <translation>Ihre Zelle wartet in der Füllwarteschlange; die Zelle an deren Anfang kommt zuerst.</translation>
    </message>
    <message>
        <source>Your cell is not in the fill queue: only cells beside an open door join it.</source>
        <translation>Ihre Zelle ist nicht in der Füllwarteschlange: nur Zellen neben einer offenen Tür kommen hinein.</translation>
    </message>
    <message>
        <source>Ask the %1 after step %2</source>
        <translation>Nach Schritt %2 fragen: %1</translation>
    </message>
    <message>
        <source>Remove the question after step %1</source>
        <translation>Frage nach Schritt %1 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Summary: %n question(s) asked</source>
        <translation>
            <numerusform>Zusammenfassung: %n Frage gestellt</numerusform>
            <numerusform>Zusammenfassung: %n Fragen gestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n richtig</numerusform>
            <numerusform>%n richtig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n falsch</numerusform>
            <numerusform>%n falsch</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1: %2 von %3 richtig</translation>
    </message>
    <message numerus="yes">
        <source>Questions: %1 of %n right</source>
        <translation>
            <numerusform>Fragen: %1 von %n richtig</numerusform>
            <numerusform>Fragen: %1 von %n richtig</numerusform>
        </translation>
    </message>
    <message>
        <source>A cell is still to be added.</source>
        <translation>Es wird noch eine Zelle hinzugefügt.</translation>
    </message>
    <message>
        <source>A tile is still to be placed.</source>
        <translation>Es wird noch eine Kachel gelegt.</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n cell(s), %1</source>
        <translation>
            <numerusform>Richtig: %n Zelle, %1</numerusform>
            <numerusform>Richtig: %n Zellen, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <source>next move</source>
        <translation>nächster Zug</translation>
    </message>
    <message>
        <source>next cell</source>
        <translation>nächste Zelle</translation>
    </message>
    <message>
        <source>next placement</source>
        <translation>nächste Platzierung</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n Vierteldrehung</numerusform>
            <numerusform>%1, %n Vierteldrehungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>Die Antwort: %1</translation>
    </message>
    <message>
        <source>After step %1: %2</source>
        <translation>Nach Schritt %1: %2</translation>
    </message>
    <message>
        <source>No question now. Questions stop playback at their step; add one with Build &gt; Ask Here.</source>
        <translation>Gerade keine Frage. Fragen halten die Wiedergabe bei ihrem Schritt an; eine neue mit Aufbau &gt; Hier fragen.</translation>
    </message>
    <message>
        <source>Stop and think: what does step %1 do?</source>
        <translation>Innehalten und nachdenken: Was tut Schritt %1?</translation>
    </message>
    <message>
        <source>Stop and think: which cell is added next? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Innehalten und nachdenken: Welche Zelle kommt als Nächstes hinzu? Klicken Sie sie auf der Karte an, oder bewegen Sie den Kartencursor mit den Pfeiltasten und drücken Sie Enter.</translation>
    </message>
    <message>
        <source>Stop and think: which cell gets the next tile? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Innehalten und nachdenken: Welche Zelle bekommt die nächste Kachel? Klicken Sie sie auf der Karte an, oder bewegen Sie den Kartencursor mit den Pfeiltasten und drücken Sie Enter.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2?</source>
        <translation>Welche Kachel, wie gedreht, kommt auf Zeile %1, Spalte %2?</translation>
    </message>
    <message>
        <source>A new island&apos;s seed is placed</source>
        <translation>Die Keimzelle einer neuen Insel wird gesetzt</translation>
    </message>
    <message>
        <source>A cell is added to the island</source>
        <translation>Eine Zelle wird der Insel hinzugefügt</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>Die Rekursion springt eine Zelle zurück</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>Die Insel hat ihre Zielgröße</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>Die Insel kann nicht wachsen</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Alle Inseln sind gebaut</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>Der Aufbau gibt auf: zu komplex</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>&amp;Remove Question</source>
        <translation>Frage &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>Üb&amp;ungsmodus</translation>
    </message>
    <message>
        <source>every</source>
        <translation>alle</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> Schritte</translation>
    </message>
    <message>
        <source>&amp;No more</source>
        <extracomment>Answer to &quot;which cell is added (gets a tile) next?&quot; when the build adds none any more</extracomment>
        <translation>&amp;Keine mehr</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Keimzelle</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Rücksprung</translation>
    </message>
    <message>
        <source>Island Complete</source>
        <translation>Insel fertig</translation>
    </message>
    <message>
        <source>Island Failed</source>
        <translation>Insel gescheitert</translation>
    </message>
    <message>
        <source>All Done</source>
        <translation>Alles erledigt</translation>
    </message>
    <message>
        <source>Too Complex</source>
        <translation>Zu komplex</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Name of the question panel for screen readers (its description is the question)</extracomment>
        <translation>Frage</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Change seed to %1</source>
        <translation>Startwert auf %1 ändern</translation>
    </message>
    <message>
        <source>New seed %1</source>
        <translation>Neuer Startwert %1</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>Einstellungen ändern</translation>
    </message>
    <message>
        <source>Change number of islands to %1</source>
        <translation>Anzahl der Inseln auf %1 ändern</translation>
    </message>
    <message>
        <source>Change island sizes</source>
        <translation>Inselgrößen ändern</translation>
    </message>
    <message>
        <source>Randomize on</source>
        <translation>Zufällige Reihenfolge an</translation>
    </message>
    <message>
        <source>Randomize off</source>
        <translation>Zufällige Reihenfolge aus</translation>
    </message>
    <message>
        <source>Change rule to Stage %1</source>
        <translation>Regel auf Stufe %1 ändern</translation>
    </message>
    <message>
        <source>Change step limit</source>
        <translation>Schrittgrenze ändern</translation>
    </message>
    <message>
        <source>Switch to the dungeon lesson</source>
        <translation>Zur Verlies-Lektion wechseln</translation>
    </message>
    <message>
        <source>Switch to the island lesson</source>
        <translation>Zur Insel-Lektion wechseln</translation>
    </message>
    <message numerus="yes">
        <source>Sprinkle %n pit(s)</source>
        <extracomment>Undo history: Sprinkle! added %n random pits</extracomment>
        <translation>
            <numerusform>%n Grube streuen</numerusform>
            <numerusform>%n Gruben streuen</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear all pits</source>
        <translation>Alle Gruben löschen</translation>
    </message>
    <message>
        <source>Resize grid to %1 × %2</source>
        <extracomment>Undo history; %1 rows, %2 columns</extracomment>
        <translation>Gittergröße auf %1 × %2 ändern</translation>
    </message>
    <message>
        <source>Change experiment</source>
        <translation>Experiment ändern</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Vergleich beenden</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Change comparison</source>
        <translation>Vergleich ändern</translation>
    </message>
    <message>
        <source>Change lesson properties</source>
        <translation>Lektionseigenschaften ändern</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>%1: key &quot;%2&quot;: %3</source>
        <translation>%1: Schlüssel „%2“: %3</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>fehlt; erwartet wird eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>erwartet wird eine ganze Zahl von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>erwartet wird true oder false, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>erwartet wird eine Zeichenkette, erhalten: %1</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1: kein gültiges JSON bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: auf oberster Ebene wird ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>expected &quot;mapgen-scenario&quot;, got %1</source>
        <translation>erwartet wird &quot;mapgen-scenario&quot;, erhalten: %1</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (1); please update Mapgen Workbench</source>
        <translation>Version %1 ist neuer, als dieses Programm lesen kann (1); bitte Mapgen Workbench aktualisieren</translation>
    </message>
    <message>
        <source>expected an integer from 0 to 2^53 (or a decimal string up to 2^64-1), got %1</source>
        <translation>erwartet wird eine ganze Zahl von 0 bis 2^53 (oder eine Dezimalzahl als Zeichenkette bis 2^64-1), erhalten: %1</translation>
    </message>
    <message>
        <source>expected a decimal string from 0 to 18446744073709551615, got %1</source>
        <translation>erwartet wird eine Dezimalzahl als Zeichenkette von 0 bis 18446744073709551615, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an integer or a decimal string, got %1</source>
        <translation>erwartet wird eine ganze Zahl oder eine Dezimalzahl als Zeichenkette, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a list of strings, rows x columns = %1 x %2 characters (&apos;#&apos; for a pit, &apos;.&apos; for open), got %3</source>
        <extracomment>%1 x %2 are rows x columns; %3 what the file has</extracomment>
        <translation>erwartet wird eine Liste von Zeichenketten, Zeilen x Spalten = %1 x %2 Zeichen (&apos;#&apos; für eine Grube, &apos;.&apos; für frei), erhalten: %3</translation>
    </message>
    <message>
        <source>a list of length %1</source>
        <translation>eine Liste der Länge %1</translation>
    </message>
    <message>
        <source>expected a string of length %1, got %2</source>
        <translation>erwartet wird eine Zeichenkette der Länge %1, erhalten: %2</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>erwartet wird ein Objekt, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a list of 1 to %1 tiles, got %2</source>
        <translation>erwartet wird eine Liste mit 1 bis %1 Kacheln, erhalten: %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;name&quot; and &quot;doors&quot;, got %1</source>
        <translation>erwartet wird ein Objekt mit &quot;name&quot; und &quot;doors&quot;, erhalten: %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>Kachel %1</translation>
    </message>
    <message>
        <source>expected at least one tile with doors 255 (a big room), so that every cell can be filled</source>
        <translation>erwartet wird mindestens eine Kachel mit doors 255 (ein großer Raum), damit jede Zelle gefüllt werden kann</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2 starting %3</source>
        <translation>erwartet höchstens %1 Zeichen, gefunden %2, beginnend mit %3</translation>
    </message>
    <message>
        <source>%1: is a folder; expected a scenario file</source>
        <translation>%1: ist ein Ordner; erwartet eine Szenariodatei</translation>
    </message>
    <message>
        <source>%1: is not a regular file (a device or a pipe); expected a scenario file</source>
        <translation>%1: ist keine gewöhnliche Datei (ein Gerät oder eine Pipe); erwartet eine Szenariodatei</translation>
    </message>
    <message>
        <source>%1: is %2 bytes; a scenario file may be at most %3 (%4 bytes)</source>
        <extracomment>%2 and %4 are byte counts, %3 the same limit as 4 MiB</extracomment>
        <translation>%1: ist %2 Byte groß; eine Szenariodatei darf höchstens %3 (%4 Byte) groß sein</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1: is larger than %2, the most a scenario file may be</source>
        <translation>%1: ist größer als %2, das Höchstmaß einer Szenariodatei</translation>
    </message>
    <message>
        <source>expected &quot;island&quot; or &quot;dungeon&quot;, got %1</source>
        <translation>erwartet &quot;island&quot; oder &quot;dungeon&quot;, gefunden %1</translation>
    </message>
    <message>
        <source>a number above 2^53 cannot be read exactly; write the seed as a decimal string, for example &quot;seed&quot;: &quot;9007199254740993&quot;</source>
        <extracomment>2^53 is the largest integer a JSON reader holds exactly</extracomment>
        <translation>eine Zahl über 2^53 lässt sich nicht genau lesen; schreiben Sie den Seed als Dezimal-Zeichenkette, zum Beispiel &quot;seed&quot;: &quot;9007199254740993&quot;</translation>
    </message>
    <message>
        <source>expected only &apos;#&apos; and &apos;.&apos;, got &apos;%1&apos; (%2) at column %3</source>
        <extracomment>%1 the character found, %2 its code (U+0078), %3 the column</extracomment>
        <translation>erwartet nur &apos;#&apos; und &apos;.&apos;, gefunden &apos;%1&apos; (%2) in Spalte %3</translation>
    </message>
    <message>
        <source>expected &quot;6a&quot; or &quot;6b&quot;, got %1</source>
        <translation>erwartet &quot;6a&quot; oder &quot;6b&quot;, gefunden %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 questions, got %2</source>
        <translation>erwartet wird eine Liste mit höchstens %1 Fragen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a list of &quot;%1&quot;, &quot;%2&quot; or both, got %3</source>
        <translation>erwartet eine Liste aus &quot;%1&quot;, &quot;%2&quot; oder beiden, gefunden %3</translation>
    </message>
    <message>
        <source>the range %1 to %2 in steps of %3 has more than %4 values</source>
        <translation>der Bereich %1 bis %2 in Schritten von %3 hat mehr als %4 Werte</translation>
    </message>
    <message>
        <source>expected &quot;step&quot; or &quot;island&quot;, got %1</source>
        <translation>erwartet &quot;step&quot; oder &quot;island&quot;, gefunden %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 sizes, got %2</source>
        <translation>erwartet: eine Liste von höchstens %1 Größen, gefunden: %2</translation>
    </message>
    <message>
        <source>expected sizes &quot;RxC&quot;, each side from 1 to %1, got %2</source>
        <extracomment>RxC: rows x columns, as &quot;16x32&quot;</extracomment>
        <translation>erwartet: Größen „ZxS“, jede Seite von 1 bis %1, gefunden: %2</translation>
    </message>
    <message>
        <source>expected a list of at most %1 tile subsets, got %2</source>
        <translation>erwartet: eine Liste von höchstens %1 Kachel-Teilsätzen, gefunden: %2</translation>
    </message>
    <message>
        <source>expected a list of template numbers from 0 to %1 in ascending order, each once, got %2</source>
        <translation>erwartet: eine Liste von Vorlagennummern von 0 bis %1 in aufsteigender Reihenfolge, jede einmal, gefunden: %2</translation>
    </message>
    <message>
        <source>expected &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; or &quot;tiles&quot;, got %1</source>
        <translation>erwartet &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; oder &quot;tiles&quot;, gefunden %1</translation>
    </message>
    <message>
        <source>expected %1 in a dungeon scenario, got %2</source>
        <translation>erwartet %1 in einem Verlies-Szenario, gefunden %2</translation>
    </message>
    <message>
        <source>expected %1 in an island scenario, got %2</source>
        <translation>erwartet %1 in einem Insel-Szenario, gefunden %2</translation>
    </message>
    <message>
        <source>expected at least one of &quot;questions&quot; and &quot;construct&quot; to be true, got both false</source>
        <extracomment>&quot;questions&quot; and &quot;construct&quot; are key names of the file: not to be translated</extracomment>
        <translation>erwartet wird, dass mindestens eines von &quot;questions&quot; und &quot;construct&quot; true ist, erhalten: beide false</translation>
    </message>
</context>
<context>
    <name>ScormPackage</name>
    <message>
        <source>this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>diese mapgen-Version enthält keinen Player für Web-Lektionen (ohne emscripten gebaut)</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <source>Adds:</source>
        <extracomment>Statistics: ADD entries up to the current step</extracomment>
        <translation>Hinzufügungen:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Rücksprünge:</translation>
    </message>
    <message>
        <source>Current depth:</source>
        <translation>Aktuelle Tiefe:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Zielgröße</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Islands</source>
        <extracomment>Name of the per-island statistics table for screen readers</extracomment>
        <translation>Inseln</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Noch nicht aufgebaut: Starten drücken</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Wird aufgebaut …</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Too complex: the step limit was reached</source>
        <translation>Zu komplex: Die Schrittgrenze wurde erreicht</translation>
    </message>
</context>
<context>
    <name>TileDrawing</name>
    <message>
        <source>Tile</source>
        <extracomment>Name of the large tile picture for screen readers</extracomment>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Keine Zelle ausgewählt</translation>
    </message>
    <message>
        <source>A pit: never filled</source>
        <translation>Eine Grube: wird nie gefüllt</translation>
    </message>
    <message>
        <source>Solid rock: never queued</source>
        <translation>Massiver Fels: nie in der Warteschlange</translation>
    </message>
    <message>
        <source>Not filled yet. May open: %1. Must open: %2.</source>
        <extracomment>%1, %2: lists of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Noch nicht gefüllt. Darf öffnen: %1. Muss öffnen: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Open half-doors: %1</source>
        <extracomment>%1: a list of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Offene Halbtüren: %1</translation>
    </message>
    <message>
        <source>Click a half-door to open or close it (or Tab here, pick one with the arrow keys and press Space).</source>
        <translation>Ein Klick auf eine Halbtür öffnet oder schließt sie (oder mit Tab hierher, mit den Pfeiltasten eine wählen und die Leertaste drücken).</translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>Bei Schritt:</translation>
    </message>
    <message>
        <source>Doors:</source>
        <extracomment>Inspector: the half-doors the cell&apos;s tile has open</extracomment>
        <translation>Türen:</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <extracomment>Inspector: half-doors an unfilled cell may still open</extracomment>
        <translation>Erlaubt:</translation>
    </message>
    <message>
        <source>Required:</source>
        <extracomment>Inspector: half-doors its filled neighbours opened towards the cell</extracomment>
        <translation>Gefordert:</translation>
    </message>
    <message>
        <source>Hexadecimal, then binary from LU (bit 7) down to UL (bit 0).</source>
        <translation>Hexadezimal, dann binär von LU (Bit 7) bis UL (Bit 0).</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>Candidates for the selected cell</source>
        <extracomment>Name of the candidate list for screen readers</extracomment>
        <translation>Kandidaten für die ausgewählte Zelle</translation>
    </message>
    <message>
        <source>%1 (binary %2)</source>
        <extracomment>Inspector: a half-door mask; %1 hexadecimal (0xFC), %2 binary (1111 1100)</extracomment>
        <translation>%1 (binär %2)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <source>%1, rotation %2</source>
        <extracomment>Inspector: a candidate; %1 template name, %2 quarter turns clockwise (0..3)</extracomment>
        <translation>%1, Drehung %2</translation>
    </message>
    <message>
        <source>No cell selected: click a cell of the dungeon map.</source>
        <translation>Keine Zelle ausgewählt: Klicken Sie auf eine Zelle der Verlieskarte.</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Inspector heading: row and column of the selected cell, then what it is</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <source>start, filled</source>
        <translation>Start, gefüllt</translation>
    </message>
    <message>
        <source>end, filled</source>
        <translation>Ziel, gefüllt</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>gefüllt</translation>
    </message>
    <message>
        <source>queued, not filled yet</source>
        <translation>in der Warteschlange, noch nicht gefüllt</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>Fels</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Inspector: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, rotation %n (quarter turns clockwise)</source>
        <extracomment>Inspector: %1 template name, %n quarter turns clockwise</extracomment>
        <translation>
            <numerusform>%1, Drehung %n (Vierteldrehung im Uhrzeigersinn)</numerusform>
            <numerusform>%1, Drehung %n (Vierteldrehungen im Uhrzeigersinn)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pits are never filled and take part in nothing.</source>
        <translation>Gruben werden nie gefüllt und nehmen an nichts teil.</translation>
    </message>
    <message>
        <source>Start and end always get the big room; no candidates are checked.</source>
        <translation>Start und Ziel bekommen immer den großen Raum; es werden keine Kandidaten geprüft.</translation>
    </message>
    <message>
        <source>Waiting in the fill queue: its candidates are not checked yet.</source>
        <translation>Wartet in der Füllwarteschlange: Ihre Kandidaten sind noch nicht geprüft.</translation>
    </message>
    <message>
        <source>No candidates checked for this cell at this step.</source>
        <translation>Bei diesem Schritt wurden für diese Zelle keine Kandidaten geprüft.</translation>
    </message>
    <message>
        <source>In the order they are checked; one valid candidate is drawn at random.</source>
        <translation>In der Reihenfolge der Prüfung; ein gültiger Kandidat wird zufällig gezogen.</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>valid (not drawn)</source>
        <translation>gültig (nicht gezogen)</translation>
    </message>
    <message>
        <source>✔ chosen</source>
        <extracomment>Inspector: the valid candidate that was drawn and placed</extracomment>
        <translation>✔ gewählt</translation>
    </message>
    <message>
        <source>✘ rejected: a required side is not answered</source>
        <translation>✘ abgewiesen: eine geforderte Seite bleibt unbeantwortet</translation>
    </message>
    <message>
        <source>✘ rejected: would cut the last start-to-end path</source>
        <translation>✘ abgewiesen: würde den letzten Weg vom Start zum Ziel abschneiden</translation>
    </message>
    <message>
        <source>%1 · %2
%3</source>
        <extracomment>Inspector: one candidate; %1 its name and rotation, %2 its mask (0x06), %3 the verdict</extracomment>
        <translation>%1 · %2
%3</translation>
    </message>
    <message>
        <source>Its candidates are shown once the question is answered.</source>
        <extracomment>Tile Inspector: instead of a cell&apos;s candidates while a question is open</extracomment>
        <translation>Ihre Kandidaten werden angezeigt, sobald die Frage beantwortet ist.</translation>
    </message>
</context>
<context>
    <name>TileSetPanel</name>
    <message>
        <source>Each template may be placed in any of its four rotations (shown left to right: 0, 1, 2 and 3 quarter turns clockwise). Click a half-door of the selected template to open or close it.</source>
        <translation>Jede Vorlage darf in jeder ihrer vier Drehungen gesetzt werden (von links nach rechts: 0, 1, 2 und 3 Vierteldrehungen im Uhrzeigersinn). Ein Klick auf eine Halbtür der ausgewählten Vorlage öffnet oder schließt sie.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <extracomment>Button: add a tile template to the scenario&apos;s tile set</extracomment>
        <translation>H&amp;inzufügen</translation>
    </message>
    <message>
        <source>Add a template (at most %1)</source>
        <translation>Eine Vorlage hinzufügen (höchstens %1)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected template</source>
        <translation>Die ausgewählte Vorlage entfernen</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Rename the selected template (or double-click its name)</source>
        <translation>Die ausgewählte Vorlage umbenennen (oder Doppelklick auf ihren Namen)</translation>
    </message>
    <message>
        <source>Tile templates</source>
        <extracomment>Name of the template list for screen readers</extracomment>
        <translation>Kachelvorlagen</translation>
    </message>
    <message>
        <source>Selected template</source>
        <translation>Ausgewählte Vorlage</translation>
    </message>
    <message>
        <source>A tile set needs at least one template.</source>
        <translation>Ein Kachelsatz braucht mindestens eine Vorlage.</translation>
    </message>
    <message>
        <source>A tile set holds at most %1 templates.</source>
        <translation>Ein Kachelsatz fasst höchstens %1 Vorlagen.</translation>
    </message>
    <message>
        <source>A template needs at least one half-door.</source>
        <translation>Eine Vorlage braucht mindestens eine Halbtür.</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>Eine Vorlage braucht einen Namen.</translation>
    </message>
    <message>
        <source>The tile set must keep a big room (all eight half-doors open, 0xFF): it is placed on start and end, and it is what lets every queued cell be filled.</source>
        <translation>Der Kachelsatz muss einen großen Raum behalten (alle acht Halbtüren offen, 0xFF): Er wird auf Start und Ziel gesetzt, und nur mit ihm lässt sich jede Zelle der Warteschlange füllen.</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>Name of a newly added tile template; %1 its number, from 1</extracomment>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <source>Add template</source>
        <extracomment>Undo history: a tile template was added</extracomment>
        <translation>Vorlage hinzufügen</translation>
    </message>
    <message>
        <source>Remove template %1</source>
        <extracomment>Undo history: %1 the removed template&apos;s name, in quotes</extracomment>
        <translation>Vorlage %1 entfernen</translation>
    </message>
    <message>
        <source>Rename template %1</source>
        <translation>Vorlage %1 umbenennen</translation>
    </message>
    <message>
        <source>Open half-door %1 of %2</source>
        <extracomment>Undo history: %1 half-door name (UL ... LU), %2 template name in quotes</extracomment>
        <translation>Halbtür %1 von %2 öffnen</translation>
    </message>
    <message>
        <source>Close half-door %1 of %2</source>
        <translation>Halbtür %1 von %2 schließen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a template: %1 its name, %2 its half-door mask</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No template selected</source>
        <translation>Keine Vorlage ausgewählt</translation>
    </message>
    <message>
        <source>Template %1</source>
        <extracomment>Heading above the large picture of the selected template; %1 its name</extracomment>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <source>A template&apos;s name has at most %1 characters.</source>
        <translation>Der Name einer Vorlage hat höchstens %1 Zeichen.</translation>
    </message>
</context>
<context>
    <name>WebLessonExporter</name>
    <message>
        <source>%1: this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>%1: diese mapgen-Version enthält keinen Player für Web-Lektionen (ohne emscripten gebaut)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>The map at the step shown</source>
        <translation>Die Karte beim gezeigten Schritt</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Recursion log</source>
        <translation>Rekursionsprotokoll</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Inseln</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Minimale Größe</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Maximale Größe</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Zufällige Reihenfolge</translation>
    </message>
    <message>
        <source>Step limit</source>
        <translation>Schrittgrenze</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Gruben</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Undo stroke</source>
        <translation>Strich rückgängig machen</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Für Farbfehlsichtige (Okabe-Ito)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Rücksprung</translation>
    </message>
    <message>
        <source>Island complete</source>
        <translation>Insel fertig</translation>
    </message>
    <message>
        <source>Island failed</source>
        <translation>Insel gescheitert</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Alles erledigt</translation>
    </message>
    <message>
        <source>Too complex</source>
        <translation>Zu komplex</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n Vierteldrehung</numerusform>
            <numerusform>%1, %n Vierteldrehungen</numerusform>
        </translation>
    </message>
    <message>
        <source>complete (size %1)</source>
        <translation>fertig (Größe %1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Wird aufgebaut …</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Mapgen lesson</source>
        <translation>Mapgen-Lektion</translation>
    </message>
    <message>
        <source>These settings cannot be built.</source>
        <translation>Mit diesen Einstellungen lässt sich nichts aufbauen.</translation>
    </message>
    <message>
        <source>Not enough memory for this build; lower the step limit.</source>
        <translation>Nicht genug Speicher für diesen Aufbau; senken Sie die Schrittgrenze.</translation>
    </message>
    <message>
        <source>Ignored in the address: %1</source>
        <translation>In der Adresse ignoriert: %1</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>Ein Startwert ist eine ganze Zahl von 0 bis 18446744073709551615.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>too complex</source>
        <translation>zu komplex</translation>
    </message>
    <message>
        <source>Island %1</source>
        <translation>Insel %1</translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Gesetzte Kacheln</translation>
    </message>
    <message>
        <source>Candidates rejected</source>
        <translation>Abgewiesene Kandidaten</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Was tut der Algorithmus als Nächstes?</translation>
    </message>
    <message>
        <source>Which cell is added next? Click it on the map.</source>
        <translation>Welche Zelle kommt als Nächstes hinzu? Klicken Sie sie auf der Karte an.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then click its cell.</source>
        <translation>Wohin kommt die nächste Kachel? Wählen Sie die Kachel und klicken Sie dann ihre Zelle an.</translation>
    </message>
    <message>
        <source>Click the cell on the map, or:</source>
        <translation>Klicken Sie die Zelle auf der Karte an, oder:</translation>
    </message>
    <message>
        <source>None any more</source>
        <translation>Keine mehr</translation>
    </message>
    <message>
        <source>Tile and rotation</source>
        <translation>Kachel und Drehung</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Punkte: %1 von %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>a move: an island&apos;s first cell is placed</comment>
        <translation>Keimzelle</translation>
    </message>
    <message>
        <source>Density</source>
        <extracomment>Share of the open cells that Sprinkle! turns into pits</extracomment>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>Sprinkle!</source>
        <extracomment>Button: scatters random pits over the open cells at the density</extracomment>
        <translation>Streuen!</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button: stops a build under way; the map shown before it stays</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Build cancelled: the map before it stays.</source>
        <translation>Aufbau abgebrochen: die Karte davor bleibt.</translation>
    </message>
    <message>
        <source>Build cancelled: press Start to build again.</source>
        <translation>Aufbau abgebrochen: zum erneuten Aufbau Starten drücken.</translation>
    </message>
    <message>
        <source>%1 answers count as right: %2</source>
        <extracomment>After a wrong answer: how many answers count as right (always 2 or more), and the first of them</extracomment>
        <translation>%1 Antworten gelten als richtig: %2</translation>
    </message>
    <message>
        <source>Given more than once in the address: %1 (the first counts).</source>
        <extracomment>%1: the keys of the page&apos;s address given more than once, e.g. &quot;seed&quot;</extracomment>
        <translation>Mehr als einmal in der Adresse angegeben: %1 (die erste zählt).</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2.</source>
        <extracomment>Beside a refused setting: %1 and %2 are its smallest and largest value</extracomment>
        <translation>Eine ganze Zahl von %1 bis %2.</translation>
    </message>
    <message>
        <source>Map view</source>
        <extracomment>The tool bar of buttons that zoom and move the map</extracomment>
        <translation>Kartenansicht</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Whole map</source>
        <extracomment>Button: zooms out to show the whole map</extracomment>
        <translation>Ganze Karte</translation>
    </message>
    <message>
        <source>Pan</source>
        <extracomment>Toggle button: while on, dragging on the map moves the part shown</extracomment>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter answers.</source>
        <extracomment>How to answer a question about a cell with the keyboard</extracomment>
        <translation>Auf der Karte bewegen die Pfeiltasten den Cursor, und die Eingabetaste antwortet.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <extracomment>Button: copies the page&apos;s address, which keeps the pits and settings</extracomment>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Link to this lesson with your pits and settings</source>
        <translation>Link zu dieser Lektion mit Ihren Gruben und Einstellungen</translation>
    </message>
    <message>
        <source>The pits have changed: press Start to build with them.</source>
        <extracomment>Status: pits were painted over a finished build; they are drawn, not yet built</extracomment>
        <translation>Die Gruben haben sich geändert: Drücken Sie „Starten“, um mit ihnen zu bauen.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>Link kopiert.</translation>
    </message>
    <message>
        <source>This browser lets no page copy: the link is selected in the box, copy it from there.</source>
        <translation>Dieser Browser lässt Seiten nicht kopieren: Der Link ist im Feld markiert, kopieren Sie ihn von dort.</translation>
    </message>
    <message>
        <source>Download result</source>
        <extracomment>You Are the Algorithm: the button that saves the result file (a download)</extracomment>
        <translation>Ergebnis herunterladen</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>You Are the Algorithm, dungeons: the button that places the chosen tile</extracomment>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm in the web lesson, islands: %1 the step, %2 how many</extracomment>
        <translation>Schritt %1 von %2: Was tut der Algorithmus jetzt? Klicken Sie die Zelle an, die er hinzufügt (oder als Keimzelle setzt), oder wählen Sie einen Zug.</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter chooses the cell.</source>
        <extracomment>You Are the Algorithm: how to choose a cell with the keyboard</extracomment>
        <translation>Auf der Karte bewegen die Pfeiltasten den Cursor, und die Eingabetaste wählt die Zelle.</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (click it)</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when a cell is to be added</extracomment>
        <translation>die aktuelle Zelle hat noch einen Kandidaten zu versuchen (klicken Sie ihn an)</translation>
    </message>
    <message>
        <source>island %1 has reached its size</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when the island is complete; %1 the island</extracomment>
        <translation>Insel %1 hat ihre Größe erreicht</translation>
    </message>
    <message>
        <source>Moves: %1 · right: %2 · wrong: %3 · hints: %4</source>
        <extracomment>You Are the Algorithm in the web lesson: the counts so far</extracomment>
        <translation>Züge: %1 · richtig: %2 · falsch: %3 · Tipps: %4</translation>
    </message>
    <message>
        <source>Result: %1 moves, %2 right, %3 wrong, %4 hints, %5 seconds.</source>
        <extracomment>You Are the Algorithm in the web lesson: the result; %5 is seconds</extracomment>
        <translation>Ergebnis: Züge: %1, richtig: %2, falsch: %3, Tipps: %4, Sekunden: %5.</translation>
    </message>
    <message>
        <source>Shown when you have made the last step or stopped.</source>
        <extracomment>Instead of the statistics while the student makes the steps (they tell how the build ends)</extracomment>
        <translation>Wird angezeigt, wenn Sie den letzten Schritt gemacht oder aufgehört haben.</translation>
    </message>
    <message>
        <source>Why this cell?</source>
        <extracomment>Web lesson: the heading of the panel that explains the cell tapped or hovered</extracomment>
        <translation>Warum diese Zelle?</translation>
    </message>
    <message>
        <source>Tap a cell of the map, or point at it, to see why it is or is not a candidate now.</source>
        <extracomment>Web lesson: the why panel before a cell was tapped or hovered</extracomment>
        <translation>Tippen Sie eine Zelle der Karte an oder zeigen Sie darauf, um zu sehen, warum sie jetzt ein Kandidat ist oder nicht.</translation>
    </message>
    <message>
        <source>No call is active.</source>
        <extracomment>Web lesson: the Call Stack panel when no call is active</extracomment>
        <translation>Kein Aufruf ist aktiv.</translation>
    </message>
    <message>
        <source>… and %1 more queued</source>
        <extracomment>Web lesson, Call Stack (dungeon): more queued cells than listed; %1 how many more</extracomment>
        <translation>… und %1 weitere in der Warteschlange</translation>
    </message>
    <message>
        <source>… %1 calls below, from the seed&apos;s</source>
        <extracomment>Web lesson, Call Stack: the outer calls not listed (the deepest 50 are); %1 how many</extracomment>
        <translation>… darunter %1 weitere Aufrufe, ab dem der Keimzelle</translation>
    </message>
    <message>
        <source>Joining the class…</source>
        <translation>Der Klasse beitreten…</translation>
    </message>
    <message>
        <source>Following the lecturer</source>
        <translation>Sie folgen der Lehrkraft</translation>
    </message>
    <message>
        <source>Looking around on your own</source>
        <translation>Sie sehen sich selbst um</translation>
    </message>
    <message>
        <source>Follow the lecturer</source>
        <extracomment>Button: back to the lecturer&apos;s step and map</extracomment>
        <translation>Der Lehrkraft folgen</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s.</source>
        <translation>Dieser Beitrittscode gehört nicht zu dieser Klasse.</translation>
    </message>
    <message>
        <source>The class is full: no more students can join.</source>
        <translation>Die Klasse ist voll: Es können keine weiteren Studierenden beitreten.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>Die Klasse ist beendet.</translation>
    </message>
    <message>
        <source>Connection lost: joining again…</source>
        <translation>Verbindung verloren: Beitritt wird wiederholt…</translation>
    </message>
    <message>
        <source>Your answer: %1. Wait for the reveal.</source>
        <translation>Ihre Antwort: %1. Warten Sie auf die Auflösung.</translation>
    </message>
    <message>
        <source>You have answered this question. Wait for the reveal.</source>
        <translation>Sie haben diese Frage beantwortet. Warten Sie auf die Auflösung.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>Sie haben nicht geantwortet.</translation>
    </message>
    <message>
        <source>%1% of the room was right.</source>
        <translation>%1% der Klasse lag richtig.</translation>
    </message>
    <message>
        <source>not started (size %1)</source>
        <translation>nicht begonnen (Größe %1)</translation>
    </message>
    <message>
        <source>growing (size %1)</source>
        <translation>wächst (Größe %1)</translation>
    </message>
    <message>
        <source>removed: too complex (size %1)</source>
        <translation>entfernt: zu komplex (Größe %1)</translation>
    </message>
    <message>
        <source>failed: no room for a seed (size %1)</source>
        <translation>gescheitert: kein Platz für eine Keimzelle (Größe %1)</translation>
    </message>
    <message>
        <source>failed: not enough reachable water (size %1)</source>
        <translation>gescheitert: zu wenig erreichbares Wasser (Größe %1)</translation>
    </message>
    <message>
        <source>failed: dead end (size %1)</source>
        <translation>gescheitert: Sackgasse (Größe %1)</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <extracomment>A question&apos;s verdict on a wrong answer; the right answer and the reason follow</extracomment>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <source>Shown once the question is answered.</source>
        <extracomment>While a question is open: the statistics would tell how the build ends</extracomment>
        <translation>Wird angezeigt, sobald die Frage beantwortet ist.</translation>
    </message>
    <message>
        <source>Nothing is recorded: this lesson is not opened from a learning platform.</source>
        <extracomment>One line on a graded lesson opened outside a learning platform (Moodle, Canvas)</extracomment>
        <translation>Es wird nichts aufgezeichnet: Diese Lektion ist nicht aus einer Lernplattform geöffnet.</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Statistics: the build&apos;s result at the step shown, before its last step</extracomment>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>This device is in the class %1 times already (other tabs or browsers): close one of them to join here.</source>
        <extracomment>%1: how many students one device (one network address) may be in a class</extracomment>
        <translation>Dieses Gerät ist bereits %1-mal in der Klasse (andere Tabs oder Browser): Schließe einen davon, um hier teilzunehmen.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from this network: joining again in %1 s.</source>
        <extracomment>%1: seconds to wait</extracomment>
        <translation>Zu viele falsche Beitrittscodes aus diesem Netzwerk: neuer Versuch in %1 s.</translation>
    </message>
    <message>
        <source>The class goes on in another tab or window of this device.</source>
        <translation>Die Klasse läuft in einem anderen Tab oder Fenster dieses Geräts weiter.</translation>
    </message>
    <message>
        <source>Your answer: %1. It has been counted. Wait for the reveal.</source>
        <extracomment>The workbench has received the student&apos;s answer and counted it</extracomment>
        <translation>Ihre Antwort: %1. Sie wurde gezählt. Warten Sie auf die Auflösung.</translation>
    </message>
    <message>
        <source>The learning platform did not answer (%1): what you do may not be recorded.</source>
        <extracomment>%1: the call of the learning platform&apos;s SCORM interface that failed, e.g. LMSGetValue</extracomment>
        <translation>Die Lernplattform hat nicht geantwortet (%1): Was Sie tun, wird womöglich nicht aufgezeichnet.</translation>
    </message>
    <message>
        <source>Not restored as stored: %1 of %2 saved entries, which the rule book could not confirm.</source>
        <extracomment>On resuming a graded lesson: %1 of the %2 entries the platform stored (answers, You Are the Algorithm&apos;s counts) were not what the rule book finds</extracomment>
        <translation>Nicht wie gespeichert wiederhergestellt: %1 von %2 gespeicherten Einträgen, die das Regelwerk nicht bestätigen konnte.</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <extracomment>The grade the learning platform gets, %1 0 to 100; %2 how it is made</extracomment>
        <translation>Note %1: %2</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <extracomment>The grade when the build asks nothing to count</extracomment>
        <translation>Note %1</translation>
    </message>
    <message>
        <source>questions %1 of %2</source>
        <extracomment>A part of the grade: the questions answered right the first time, of those asked</extracomment>
        <translation>Fragen %1 von %2</translation>
    </message>
    <message>
        <source>You Are the Algorithm %1 of %2 moves</source>
        <extracomment>A part of the grade: max(0, right - wrong - hints) of the build&apos;s decisions</extracomment>
        <translation>Sie sind der Algorithmus %1 von %2 Zügen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Two parts of the grade, one after the other</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Which cell is added next? Tap it on the map.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>Welche Zelle kommt als Nächstes hinzu? Tippen Sie sie auf der Karte an.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then tap its cell.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>Wohin kommt die nächste Kachel? Wählen Sie die Kachel und tippen Sie dann ihre Zelle an.</translation>
    </message>
    <message>
        <source>Tap the cell on the map, or:</source>
        <extracomment>Web lesson on a touch screen: how to answer a question about a cell</extracomment>
        <translation>Tippen Sie die Zelle auf der Karte an, oder:</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Tap the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm on a touch screen, islands: %1 the step, %2 how many</extracomment>
        <translation>Schritt %1 von %2: Was tut der Algorithmus jetzt? Tippen Sie die Zelle an, die er hinzufügt (oder als Keimzelle setzt), oder wählen Sie einen Zug.</translation>
    </message>
    <message>
        <source>Step %1 of %2: tap the cell that gets the next tile.</source>
        <extracomment>You Are the Algorithm on a touch screen, dungeons: %1 the step, %2 how many</extracomment>
        <translation>Schritt %1 von %2: Tippen Sie die Zelle an, die die nächste Kachel bekommt.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong; %1 the island</extracomment>
        <translation>Insel %1 ist als Nächste dran und braucht eine Keimzelle (tippen Sie sie an)</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong when a cell is to be added</extracomment>
        <translation>die aktuelle Zelle hat noch einen Kandidaten zu versuchen (tippen Sie ihn an)</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>Web lesson on a phone: the button that unfolds the answered question&apos;s panel</extracomment>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Less</source>
        <extracomment>Web lesson on a phone: the button that folds the answered question&apos;s panel to one line</extracomment>
        <translation>Weniger</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Step back or on (outside the map)</source>
        <translation>Einen Schritt zurück oder weiter (außerhalb der Karte)</translation>
    </message>
    <message>
        <source>On the map: move the cursor from cell to cell</source>
        <translation>Auf der Karte: den Cursor von Zelle zu Zelle bewegen</translation>
    </message>
    <message>
        <source>On the map: answer a question with the cursor&apos;s cell, or make your move with it</source>
        <translation>Auf der Karte: eine Frage mit der Zelle des Cursors beantworten oder mit ihr deinen Zug machen</translation>
    </message>
    <message>
        <source>On the map: put a pit on the cursor&apos;s cell</source>
        <translation>Auf der Karte: eine Grube auf die Zelle des Cursors setzen</translation>
    </message>
    <message>
        <source>On the map: take the pit away from the cursor&apos;s cell</source>
        <translation>Auf der Karte: die Grube von der Zelle des Cursors entfernen</translation>
    </message>
    <message>
        <source>On the map: why the cursor&apos;s cell is what it is (Why this cell?)</source>
        <translation>Auf der Karte: warum die Zelle des Cursors ist, was sie ist (Warum diese Zelle?)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <extracomment>The heading of the page&apos;s list of keys</extracomment>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>%1, the tile just placed</source>
        <translation>%1, die eben gelegte Kachel</translation>
    </message>
    <message>
        <source>%1, its candidates being checked</source>
        <translation>%1, ihre Kandidaten werden geprüft</translation>
    </message>
    <message>
        <source>%1, half-doors just clipped</source>
        <translation>%1, Halbtüren eben gekappt</translation>
    </message>
    <message>
        <source>%1, just queued</source>
        <translation>%1, eben in die Warteschlange gestellt</translation>
    </message>
    <message>
        <source>Island patterns at every size</source>
        <translation>Inselmuster in jeder Größe</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mapgen Workbench: step-by-step lessons in procedural map generation. Watch islands grow by recursive backtracking and dungeons fill tile by tile, step forwards and backwards, and paint pits.</source>
        <translation>Mapgen Workbench: prozedurale Kartenerzeugung Schritt für Schritt. Sehen Sie Inseln durch rekursives Backtracking wachsen und Verliese Kachel für Kachel entstehen, gehen Sie Schritt für Schritt vor und zurück und malen Sie Gruben.</translation>
    </message>
    <message>
        <source>A scenario file (*.mapgen.json) to open. Without one, the built-in demo opens.</source>
        <translation>Eine zu öffnende Szenariodatei (*.mapgen.json). Ohne sie öffnet sich das eingebaute Demo-Szenario.</translation>
    </message>
    <message>
        <source>Mapgen Workbench</source>
        <translation>Mapgen Workbench</translation>
    </message>
    <message>
        <source>Start the live class at once and print its address (&quot;class: URL&quot;).</source>
        <translation>Die Live-Klasse sofort starten und ihre Adresse ausgeben (&quot;class: URL&quot;).</translation>
    </message>
    <message>
        <source>The address the class listens on (default: all).</source>
        <translation>Die Adresse, auf der die Klasse lauscht (Standard: alle).</translation>
    </message>
    <message>
        <source>The class&apos;s port (default: a free one).</source>
        <translation>Der Port der Klasse (Standard: ein freier).</translation>
    </message>
    <message>
        <source>Not an IP address: %1</source>
        <translation>Keine IP-Adresse: %1</translation>
    </message>
    <message>
        <source>Not a port: %1</source>
        <translation>Kein Port: %1</translation>
    </message>
    <message>
        <source>Keep the class&apos;s answers in this file as they arrive, and make it the class results (CSV) when the class ends. Given again after a crash, the class goes on.</source>
        <translation>Die Antworten der Klasse beim Eintreffen in dieser Datei festhalten und sie am Ende der Klasse zu den Klassenergebnissen (CSV) machen. Nach einem Absturz erneut angegeben, geht die Klasse weiter.</translation>
    </message>
    <message>
        <source>%1: its last line was written only in part (the workbench stopped while writing it) and is left out.</source>
        <translation>%1: Die letzte Zeile wurde nur zum Teil geschrieben (die Werkbank wurde beim Schreiben beendet) und wird ausgelassen.</translation>
    </message>
</context>
</TS>
