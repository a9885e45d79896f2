<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauza</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Odtwórz</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pauza (Spacja)</translation>
    </message>
    <message>
        <source>Play the build (Space)</source>
        <translation>Odtwórz budowę (Spacja)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Otwórz plik scenariusza</translation>
    </message>
    <message>
        <source>Open &amp;Demo Scenario</source>
        <translation>Otwórz scenariusz &amp;demo</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz j&amp;ako…</translation>
    </message>
    <message>
        <source>Export Map as &amp;PNG…</source>
        <translation>Eksportuj mapę jako &amp;PNG…</translation>
    </message>
    <message>
        <source>Export Map as S&amp;VG…</source>
        <translation>Eksportuj mapę jako S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>Build the islands and play the build</extracomment>
        <translation>&amp;Uruchom</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Resetuj</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>W&amp;yczyść</translation>
    </message>
    <message>
        <source>Clear everything, pits included (C)</source>
        <translation>Wyczyść wszystko, także doły (C)</translation>
    </message>
    <message>
        <source>Sprin&amp;kle!</source>
        <extracomment>Scatter random pits over the open water</extracomment>
        <translation>Roz&amp;syp!</translation>
    </message>
    <message>
        <source>Scatter random pits over the open water at the chosen density</source>
        <translation>Rozsyp losowe doły na otwartej wodzie z wybraną gęstością</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Nowe ziarno</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Krok &amp;naprzód</translation>
    </message>
    <message>
        <source>Show the next step (Right)</source>
        <translation>Pokaż następny krok (Strzałka w prawo)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Krok wst&amp;ecz</translation>
    </message>
    <message>
        <source>Take back the last step (Left)</source>
        <translation>Cofnij ostatni krok (Strzałka w lewo)</translation>
    </message>
    <message>
        <source>Go to S&amp;tart</source>
        <translation>Przejdź do począ&amp;tku</translation>
    </message>
    <message>
        <source>Show the map before the first step (Home)</source>
        <translation>Pokaż mapę przed pierwszym krokiem (Home)</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>Przejdź do &amp;końca</translation>
    </message>
    <message>
        <source>Show the finished map (End)</source>
        <translation>Pokaż gotową mapę (End)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Pełny &amp;ekran</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind-Safe Palette</source>
        <translation>Paleta dla dalt&amp;onistów</translation>
    </message>
    <message>
        <source>&amp;About Mapgen Workbench</source>
        <translation>&amp;O programie Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;Islands</source>
        <extracomment>Lesson mode: islands grown by recursive backtracking</extracomment>
        <translation>&amp;Wyspy</translation>
    </message>
    <message>
        <source>The island lesson: islands grown by recursive backtracking (Ctrl+1)</source>
        <translation>Lekcja o wyspach: wyspy rosnące dzięki rekurencyjnemu przeszukiwaniu z nawrotami (Ctrl+1)</translation>
    </message>
    <message>
        <source>&amp;Dungeon</source>
        <extracomment>Lesson mode: a dungeon of tiles with a guaranteed start-to-end path</extracomment>
        <translation>&amp;Loch</translation>
    </message>
    <message>
        <source>The dungeon lesson: tiles with half-doors and a guaranteed start-to-end path (Ctrl+2)</source>
        <translation>Lekcja o lochu: płytki z półdrzwiami i gwarantowana ścieżka od startu do mety (Ctrl+2)</translation>
    </message>
    <message>
        <source>Re&amp;duce Motion</source>
        <translation>Ogranicz r&amp;uch</translation>
    </message>
    <message>
        <source>Cells the build changes light up without fading out</source>
        <translation>Komórki zmieniane przez budowę podświetlają się bez wygaszania</translation>
    </message>
    <message>
        <source>Ne&amp;xt Panel</source>
        <translation>Na&amp;stępny panel</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next panel or the map (F6)</source>
        <translation>Przenieś fokus klawiatury do następnego panelu lub na mapę (F6)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Panel</source>
        <translation>Poprzedn&amp;i panel</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the panel or the map before (Shift+F6)</source>
        <translation>Przenieś fokus klawiatury do poprzedniego panelu lub na mapę (Shift+F6)</translation>
    </message>
    <message>
        <source>Draw each island&apos;s pattern in its cells at every zoom, not only where its number does not fit</source>
        <translation>Rysuj wzór każdej wyspy w jej komórkach przy każdym powiększeniu, nie tylko tam, gdzie nie mieści się jej numer</translation>
    </message>
    <message>
        <source>Island Patterns at &amp;Every Size</source>
        <translation>W&amp;zory wysp w każdym rozmiarze</translation>
    </message>
</context>
<context>
    <name>AlgorithmCode</name>
    <message>
        <source>one island after another</source>
        <translation>jedna wyspa po drugiej</translation>
    </message>
    <message>
        <source>drawn for every island</source>
        <translation>losowany dla każdej wyspy</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands keep a cell apart</source>
        <translation>NOWE W 6b: wyspy zachowują odstęp jednej komórki</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>wiersz po wierszu</translation>
    </message>
    <message>
        <source>no room for a seed</source>
        <translation>brak miejsca na zarodek</translation>
    </message>
    <message>
        <source>the seed becomes land of i</source>
        <translation>zarodek staje się lądem wyspy i</translation>
    </message>
    <message>
        <source>not enough water reachable through valid cells</source>
        <translation>za mało wody osiągalnej przez poprawne komórki</translation>
    </message>
    <message>
        <source>every path from the seed dead-ended</source>
        <translation>każda ścieżka od zarodka skończyła się ślepym zaułkiem</translation>
    </message>
    <message>
        <source>the trace reached the step limit: stop</source>
        <translation>zapis osiągnął limit kroków: koniec</translation>
    </message>
    <message>
        <source>one call per cell on the path</source>
        <translation>jedno wywołanie na komórkę ścieżki</translation>
    </message>
    <message>
        <source>base case</source>
        <translation>przypadek bazowy</translation>
    </message>
    <message>
        <source>the orthogonal neighbours</source>
        <translation>sąsiedzi ortogonalni</translation>
    </message>
    <message>
        <source>Fisher-Yates with below()</source>
        <translation>Fisher-Yates z below()</translation>
    </message>
    <message>
        <source>go one level deeper</source>
        <translation>o poziom głębiej</translation>
    </message>
    <message>
        <source>the path through X failed</source>
        <translation>ścieżka przez X zawiodła</translation>
    </message>
    <message>
        <source>every candidate failed</source>
        <translation>każdy kandydat zawiódł</translation>
    </message>
    <message>
        <source>a pit, or land already</source>
        <translation>dół albo już ląd</translation>
    </message>
    <message>
        <source>NEW IN 6b</source>
        <translation>NOWE W 6b</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands never touch</source>
        <translation>NOWE W 6b: wyspy nigdy się nie stykają</translation>
    </message>
    <message>
        <source>open: the non-pit cells, row by row</source>
        <translation>open: komórki bez dołów, wiersz po wierszu</translation>
    </message>
    <message>
        <source>the fill queue</source>
        <translation>kolejka wypełniania</translation>
    </message>
    <message>
        <source>skip: filled already</source>
        <translation>pomiń: już wypełniona</translation>
    </message>
    <message>
        <source>rule 1: keep the passage into X</source>
        <translation>reguła 1: zachowaj przejście do X</translation>
    </message>
    <message>
        <source>rule 2: never cut the last path</source>
        <translation>reguła 2: nigdy nie przecinaj ostatniej ścieżki</translation>
    </message>
    <message>
        <source>the big room always passes</source>
        <translation>duża komnata zawsze pasuje</translation>
    </message>
    <message>
        <source>cells never queued stay rock</source>
        <translation>komórki nigdy niewstawione do kolejki zostają skałą</translation>
    </message>
    <message>
        <source>facing a cell, not border or pit</source>
        <translation>w stronę komórki, nie krawędzi ani dołu</translation>
    </message>
    <message>
        <source>no half-door faces a wall</source>
        <translation>żadne półdrzwi nie wychodzą na ścianę</translation>
    </message>
    <message>
        <source>once, at the back</source>
        <translation>raz, na koniec kolejki</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: nie można zapisać: %2</translation>
    </message>
</context>
<context>
    <name>CellInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>W kroku:</translation>
    </message>
    <message>
        <source>State:</source>
        <extracomment>Cell Inspector: what the cell is now</extracomment>
        <translation>Stan:</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <extracomment>Cell Inspector: whether the growing island may expand to the cell now</extracomment>
        <translation>Kandydat:</translation>
    </message>
    <message>
        <source>As a seed:</source>
        <extracomment>Cell Inspector: whether the cell may take an island&apos;s seed</extracomment>
        <translation>Jako zarodek:</translation>
    </message>
    <message>
        <source>Cell inspector</source>
        <extracomment>Name of the Cell Inspector for screen readers</extracomment>
        <translation>Inspektor komórek</translation>
    </message>
    <message>
        <source>valid: open water, inside the map</source>
        <translation>poprawny: otwarta woda, wewnątrz mapy</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 4 neighbours</source>
        <translation>nadaje się: otwarta woda, brak lądu wśród 4 sąsiadów</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 8 neighbours</source>
        <translation>nadaje się: otwarta woda, brak lądu wśród 8 sąsiadów</translation>
    </message>
    <message>
        <source>no: out of the map</source>
        <translation>nie: poza mapą</translation>
    </message>
    <message>
        <source>no: a pit</source>
        <translation>nie: dół</translation>
    </message>
    <message>
        <source>no: already land of island %1</source>
        <translation>nie: już ląd wyspy %1</translation>
    </message>
    <message>
        <source>no (rule %1): a neighbour of island %2 at (%3, %4)</source>
        <extracomment>Cell Inspector: the seed rule refuses the cell; %1 the rule (6a or 6b), %2 island, (%3, %4) its cell</extracomment>
        <translation>nie (reguła %1): sąsiad wyspy %2 w (%3, %4)</translation>
    </message>
    <message>
        <source>no (rule 6b): a neighbour of island %1 at (%2, %3)</source>
        <extracomment>Cell Inspector: the 6b rule refuses the cell; %1 the other island, (%2, %3) its cell</extracomment>
        <translation>nie (reguła 6b): sąsiad wyspy %1 w (%2, %3)</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Nie wybrano komórki</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>the start, before the first step</source>
        <translation>początek, przed pierwszym krokiem</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>water</source>
        <translation>woda</translation>
    </message>
    <message>
        <source>a pit</source>
        <translation>dół</translation>
    </message>
    <message>
        <source>land of island %1</source>
        <translation>ląd wyspy %1</translation>
    </message>
    <message>
        <source>%1, the seed just placed</source>
        <translation>%1, właśnie umieszczony zarodek</translation>
    </message>
    <message>
        <source>%1, the cell just added</source>
        <translation>%1, właśnie dodana komórka</translation>
    </message>
    <message>
        <source>%1, the cell just backtracked</source>
        <translation>%1, komórka właśnie cofnięta (nawrót)</translation>
    </message>
    <message>
        <source>%1, a candidate of the cell just added</source>
        <translation>%1, kandydat właśnie dodanej komórki</translation>
    </message>
    <message>
        <source>no island left to grow</source>
        <extracomment>Cell Inspector: no island is growing or left to grow</extracomment>
        <translation>nie została żadna wyspa do zbudowania</translation>
    </message>
    <message>
        <source>for island %1, %2</source>
        <extracomment>Cell Inspector: %1 island, %2 the verdict</extracomment>
        <translation>dla wyspy %1: %2</translation>
    </message>
    <message>
        <source>no island left to seed</source>
        <extracomment>Cell Inspector, As a seed: every island has been built (or the build gave up)</extracomment>
        <translation>nie została żadna wyspa do zasiania</translation>
    </message>
    <message>
        <source>shown once the question is answered</source>
        <extracomment>Cell Inspector: instead of a verdict while a question is open</extracomment>
        <translation>pokazywane po udzieleniu odpowiedzi na pytanie</translation>
    </message>
    <message>
        <source>a candidate: open water beside the current cell (%1, %2), not tried yet</source>
        <extracomment>Cell Inspector: grow() may try the cell next; (%1, %2) the cell grow() is at now</extracomment>
        <translation>kandydat: otwarta woda obok bieżącej komórki (%1, %2), jeszcze niesprawdzona</translation>
    </message>
    <message>
        <source>no: not beside the current cell (%1, %2), so not its candidate</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>nie: nie leży obok bieżącej komórki (%1, %2), więc nie jest jej kandydatem</translation>
    </message>
    <message>
        <source>no: tried from the current cell (%1, %2) already</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>nie: już sprawdzona z bieżącej komórki (%1, %2)</translation>
    </message>
    <message>
        <source>no: it has no cell yet, its seed comes first</source>
        <extracomment>Cell Inspector: the island growing next has no cell to grow from yet</extracomment>
        <translation>nie: wyspa nie ma jeszcze komórki, najpierw jej zarodek</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>its first line is not a class journal&apos;s header</source>
        <translation>jego pierwszy wiersz nie jest nagłówkiem dziennika zajęć</translation>
    </message>
    <message>
        <source>it was written by a newer version of the workbench</source>
        <translation>został zapisany przez nowszą wersję programu</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>jego nagłówek jest uszkodzony</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Nothing can be written in the folder of %1: %2</source>
        <translation>W folderze pliku %1 nie można niczego zapisać: %2</translation>
    </message>
    <message>
        <source>%1 is a folder. Name a file for the class results.</source>
        <translation>%1 jest folderem. Podaj plik na wyniki zajęć.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>%1 holds the results of a class that has ended. Name another file for this class&apos;s results.</source>
        <translation>%1 zawiera wyniki zajęć, które się zakończyły. Podaj inny plik na wyniki tych zajęć.</translation>
    </message>
    <message>
        <source>%1 is neither a class journal nor class results. Name another file for the class results.</source>
        <translation>%1 nie jest ani dziennikiem zajęć, ani wynikami zajęć. Podaj inny plik na wyniki zajęć.</translation>
    </message>
    <message>
        <source>%1 is a class journal that cannot be continued: %2. Name another file for the class results.</source>
        <translation>%1 jest dziennikiem zajęć, którego nie można kontynuować: %2. Podaj inny plik na wyniki zajęć.</translation>
    </message>
    <message>
        <source>%1 is the journal of a class with another lesson (%2, %3 x %4): open that lesson to continue its class, or name another file for the class results.</source>
        <translation>%1 jest dziennikiem zajęć z inną lekcją (%2, %3 x %4): otwórz tę lekcję, aby kontynuować jej zajęcia, albo podaj inny plik na wyniki zajęć.</translation>
    </message>
    <message>
        <source>line %1 is not an event of a class</source>
        <translation>wiersz %1 nie jest zdarzeniem zajęć</translation>
    </message>
    <message>
        <source>The class&apos;s journal %1 is not open.</source>
        <translation>Dziennik zajęć %1 nie jest otwarty.</translation>
    </message>
    <message>
        <source>%1 cannot be written to the disk: %2</source>
        <translation>Nie można zapisać %1 na dysku: %2</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>The address on each network of this computer: choose the one the students&apos; phones are on</source>
        <translation>Adres w każdej sieci tego komputera: wybierz ten z sieci, w której są telefony studentów</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>Kod dołączenia: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>Dołączył %n student</numerusform>
            <numerusform>Dołączyło %n studentów</numerusform>
            <numerusform>Dołączyło %n studentów</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Odsłoń</translation>
    </message>
    <message>
        <source>Show which answers are right, here and on every phone</source>
        <translation>Pokaż, które odpowiedzi są poprawne, tutaj i na każdym telefonie</translation>
    </message>
    <message>
        <source>&amp;End Class</source>
        <translation>&amp;Zakończ zajęcia</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n odpowiedź</numerusform>
            <numerusform>%n odpowiedzi</numerusform>
            <numerusform>%n odpowiedzi</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the &amp;map</source>
        <extracomment>A check box in the Class panel: lets the lecturer&apos;s mouse paint pits during a class</extracomment>
        <translation>Edytuj &amp;mapę</translation>
    </message>
    <message>
        <source>Let the mouse and Space paint pits on the map. Every phone follows each edit; off, a click on the map only focuses the window.</source>
        <translation>Pozwala myszy i Spacji malować doły na mapie. Każdy telefon podąża za każdą zmianą; gdy wyłączone, kliknięcie mapy tylko aktywuje okno.</translation>
    </message>
</context>
<context>
    <name>ClassServer</name>
    <message>
        <source>The class could not listen on %1.</source>
        <translation>Zajęcia nie mogły nasłuchiwać na %1.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Class</source>
        <translation>Zajęcia</translation>
    </message>
    <message>
        <source>Start &amp;Class</source>
        <translation>Rozpo&amp;cznij zajęcia</translation>
    </message>
    <message>
        <source>Serve this lesson to the students&apos; phones on the local network: they follow the map and answer the questions (F7 again ends the class)</source>
        <translation>Udostępnij tę lekcję na telefony studentów w sieci lokalnej: śledzą mapę i odpowiadają na pytania (ponowne F7 kończy zajęcia)</translation>
    </message>
    <message>
        <source>Re&amp;veal Answers</source>
        <translation>&amp;Pokaż odpowiedzi</translation>
    </message>
    <message>
        <source>Mark the answers the rule book accepts, here and on every phone</source>
        <translation>Zaznacz odpowiedzi, które akceptują reguły, tutaj i na każdym telefonie</translation>
    </message>
    <message>
        <source>Class &amp;Results...</source>
        <translation>&amp;Wyniki zajęć...</translation>
    </message>
    <message>
        <source>The class&apos;s answers as CSV: a row per question, no names</source>
        <translation>Odpowiedzi z zajęć jako CSV: jeden wiersz na pytanie, bez nazwisk</translation>
    </message>
    <message>
        <source>Start Class</source>
        <translation>Rozpocznij zajęcia</translation>
    </message>
    <message>
        <source>This build of the workbench has no web lesson player (built without emscripten), so it cannot serve a class.</source>
        <translation>Ta wersja programu nie ma odtwarzacza lekcji internetowych (została zbudowana bez emscripten), więc nie może prowadzić zajęć.</translation>
    </message>
    <message>
        <source>End &amp;Class</source>
        <translation>Zakoń&amp;cz zajęcia</translation>
    </message>
    <message>
        <source>Export Class Results</source>
        <translation>Eksportuj wyniki zajęć</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Co algorytm zrobi teraz?</translation>
    </message>
    <message>
        <source>Which cell is added next?</source>
        <translation>Która komórka zostanie dodana jako następna?</translation>
    </message>
    <message>
        <source>Where does the next tile go?</source>
        <translation>Gdzie trafi następna płytka?</translation>
    </message>
    <message numerus="yes">
        <source>%1% of the room right (%2 of %n)</source>
        <translation>
            <numerusform>Poprawnie: %1% sali (%2 z %n)</numerusform>
            <numerusform>Poprawnie: %1% sali (%2 z %n)</numerusform>
            <numerusform>Poprawnie: %1% sali (%2 z %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers</source>
        <translation>Brak odpowiedzi</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Odpowiedź: %1.</translation>
    </message>
    <message>
        <source>During the class the map paints no pits (every phone follows an edit): tick &quot;Edit the map&quot; in the Class panel to paint</source>
        <translation>Podczas zajęć mapa nie maluje dołów (każdy telefon podąża za każdą zmianą): zaznacz „Edytuj mapę” w panelu Zajęcia, aby malować</translation>
    </message>
    <message>
        <source>Class Results</source>
        <translation>Wyniki zajęć</translation>
    </message>
    <message>
        <source>The answers are still counted, but those not written to the file are lost if the workbench stops before the class ends.</source>
        <translation>Odpowiedzi są nadal liczone, ale te niezapisane w pliku przepadną, jeśli program zatrzyma się przed końcem zajęć.</translation>
    </message>
    <message>
        <source>%1 is this class&apos;s journal: it becomes the class results when the class ends.</source>
        <translation>%1 jest dziennikiem tych zajęć: po ich zakończeniu stanie się wynikami zajęć.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Current line %1: %2</source>
        <extracomment>Code dock, for screen readers: the line the current step executes</extracomment>
        <translation>Bieżący wiersz %1: %2</translation>
    </message>
</context>
<context>
    <name>CompareMode</name>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Po&amp;równaj</translation>
    </message>
    <message>
        <source>Build the same world twice side by side, with another rule, randomize or seed on the right</source>
        <translation>Zbuduj ten sam świat dwa razy obok siebie, po prawej z inną regułą, innym ustawieniem losowej kolejności lub innym ziarnem</translation>
    </message>
    <message>
        <source>Right side:</source>
        <translation>Prawa strona:</translation>
    </message>
    <message>
        <source>Stage 6a</source>
        <translation>Etap 6a</translation>
    </message>
    <message>
        <source>Stage 6b</source>
        <translation>Etap 6b</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Losowa kolejność</translation>
    </message>
    <message>
        <source>The templates the right side&apos;s dungeon may place (the big room always)</source>
        <translation>Szablony, które loch po prawej stronie może umieszczać (dużą komnatę zawsze)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Ziarno:</translation>
    </message>
    <message>
        <source>Follow:</source>
        <translation>Śledź:</translation>
    </message>
    <message>
        <source>Step number</source>
        <translation>Numer kroku</translation>
    </message>
    <message>
        <source>Island progress</source>
        <translation>Postęp wyspy</translation>
    </message>
    <message>
        <source>How the right side follows the timeline: the same step number, or the same island at the same size or state where the builds&apos; lengths differ</source>
        <translation>Jak prawa strona podąża za osią czasu: według tego samego numeru kroku albo, gdy budowy mają różną długość, według tej samej wyspy w tym samym rozmiarze lub stanie</translation>
    </message>
    <message>
        <source>Tiles: %1 of %2</source>
        <translation>Płytki: %1 z %2</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Zakończ porównanie</translation>
    </message>
    <message>
        <source>Right side&apos;s statistics</source>
        <translation>Statystyki prawej strony</translation>
    </message>
</context>
<context>
    <name>ConstructCoach</name>
    <message>
        <source>The first wrong move was at step %1.</source>
        <translation>Pierwszy błędny ruch był w kroku %1.</translation>
    </message>
    <message>
        <source>took %1 min %2 s</source>
        <translation>trwało %1 min %2 s</translation>
    </message>
    <message numerus="yes">
        <source>took %n s</source>
        <extracomment>How long You Are the Algorithm took, e.g. &quot;took 12 min 5 s&quot;</extracomment>
        <translation>
            <numerusform>trwało %n s</numerusform>
            <numerusform>trwało %n s</numerusform>
            <numerusform>trwało %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>You Are the Algorithm</source>
        <translation>Jesteś algorytmem</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm</source>
        <translation>Jesteś &amp;algorytmem</translation>
    </message>
    <message>
        <source>&amp;Make Every Step Yourself</source>
        <translation>Wykonaj &amp;każdy krok samodzielnie</translation>
    </message>
    <message>
        <source>Make every step of the build yourself; the workbench checks each move</source>
        <translation>Wykonaj samodzielnie każdy krok budowy; program sprawdza każdy ruch</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Wskazówka</translation>
    </message>
    <message>
        <source>Show the right move, on the map and in words (counted)</source>
        <translation>Pokaż właściwy ruch na mapie i słowami (wskazówka jest liczona)</translation>
    </message>
    <message>
        <source>&amp;Save Result…</source>
        <translation>Zapi&amp;sz wynik…</translation>
    </message>
    <message>
        <source>Save moves, right, wrong, hints and time as a small JSON file for the lecturer</source>
        <translation>Zapisz ruchy, poprawne i błędne, wskazówki i czas w małym pliku JSON dla prowadzącego</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>Rekurencja cofa się o jedną komórkę</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>Wyspa osiągnęła swój rozmiar</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>Wyspa nie może urosnąć</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Wszystkie wyspy są zbudowane</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>Budowa się poddaje: zbyt złożone</translation>
    </message>
    <message>
        <source>Turn the mode on with Build &gt; You Are the Algorithm (%1).</source>
        <translation>Włącz ten tryb poleceniem Budowa &gt; Jesteś algorytmem (%1).</translation>
    </message>
    <message>
        <source>Waiting for the build&apos;s next steps…</source>
        <translation>Oczekiwanie na następne kroki budowy…</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move. The Call Stack shows the current cell and the island&apos;s size.</source>
        <translation>Krok %1 z %2: co teraz robi algorytm? Kliknij komórkę, którą dodaje (albo zarodek, który umieszcza), lub wybierz ruch. Panel Stos wywołań pokazuje bieżącą komórkę i rozmiar wyspy.</translation>
    </message>
    <message>
        <source>Step %1 of %2: click the cell that gets the next tile.</source>
        <translation>Krok %1 z %2: kliknij komórkę, która dostanie następną płytkę.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2? Choose it and press Place.</source>
        <translation>Która płytka, i jak obrócona, trafi do wiersza %1, kolumny %2? Wybierz ją i naciśnij Połóż.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n poprawny</numerusform>
            <numerusform>%n poprawne</numerusform>
            <numerusform>%n poprawnych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n błędny</numerusform>
            <numerusform>%n błędne</numerusform>
            <numerusform>%n błędnych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n wskazówka</numerusform>
            <numerusform>%n wskazówki</numerusform>
            <numerusform>%n wskazówek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Result: %n move(s)</source>
        <translation>
            <numerusform>Wynik: %n ruch</numerusform>
            <numerusform>Wynik: %n ruchy</numerusform>
            <numerusform>Wynik: %n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>You built the whole map.</source>
        <translation>Zbudowano całą mapę.</translation>
    </message>
    <message>
        <source>Stopped before the end of the build.</source>
        <translation>Zatrzymano przed końcem budowy.</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be the seed as well. The seed is drawn at random; this build drew row %3, column %4, and goes on with it.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 też mogłaby być zarodkiem. Zarodek jest losowany; ta budowa wylosowała komórkę w wierszu %3, kolumnie %4 i kontynuuje z nią.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate as well. Randomize shuffles the candidates; this build tries row %3, column %4 first and goes on with it.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 też jest kandydatem. Losowa kolejność tasuje kandydatów; ta budowa najpierw sprawdza komórkę w wierszu %3, kolumnie %4 i kontynuuje z nią.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the seed: %3</source>
        <translation>Wiersz %1, kolumna %2 jako zarodek: %3</translation>
    </message>
    <message>
        <source>No cell is added now: %1.</source>
        <translation>Teraz nie zostaje dodana żadna komórka: %1.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not beside the current cell (%3, %4): grow() tries only the cells above, left, right and below it.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 nie sąsiaduje z bieżącą komórką (%3, %4): grow() sprawdza tylko komórki powyżej, po lewej, po prawej i poniżej niej.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the next cell: %3</source>
        <translation>Wiersz %1, kolumna %2 jako następna komórka: %3</translation>
    </message>
    <message>
        <source>Row %1, column %2 was tried from (%3, %4) already and backtracked.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 była już sprawdzana z (%3, %4) i została wycofana nawrotem.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate, but another comes first: without randomize, grow() tries them up, left, right, down.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 jest kandydatem, ale inny kandydat jest pierwszy: bez losowej kolejności grow() sprawdza kandydatów w kolejności: góra, lewo, prawo, dół.</translation>
    </message>
    <message>
        <source>Not %1 now: %2.</source>
        <translation>Teraz nie pora na „%1”: %2.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (click it)</source>
        <translation>wyspa %1 jest następna i potrzebuje zarodka (kliknij go)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try (click it)</source>
        <translation>bieżąca komórka (%1, %2) ma jeszcze kandydata do sprawdzenia (kliknij go)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) has no candidate left to try</source>
        <translation>bieżącej komórce (%1, %2) nie został żaden kandydat do sprawdzenia</translation>
    </message>
    <message numerus="yes">
        <source>island %1 has its %n cell(s)</source>
        <translation>
            <numerusform>wyspa %1 osiągnęła swój rozmiar: %n komórka</numerusform>
            <numerusform>wyspa %1 osiągnęła swój rozmiar: %n komórki</numerusform>
            <numerusform>wyspa %1 osiągnęła swój rozmiar: %n komórek</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell is left where island %1 could have its seed</source>
        <translation>nie została żadna komórka, w której wyspa %1 mogłaby mieć zarodek</translation>
    </message>
    <message>
        <source>too little water is reachable from the seed of island %1</source>
        <translation>z zarodka wyspy %1 jest osiągalne za mało otwartej wody</translation>
    </message>
    <message>
        <source>every path from the seed of island %1 dead-ended</source>
        <translation>każda ścieżka od zarodka wyspy %1 skończyła się ślepym zaułkiem</translation>
    </message>
    <message>
        <source>every island has been built</source>
        <translation>wszystkie wyspy są zbudowane</translation>
    </message>
    <message>
        <source>the build has reached its step limit</source>
        <translation>budowa osiągnęła swój limit kroków</translation>
    </message>
    <message>
        <source>No tile is placed any more.</source>
        <translation>Nie jest już kładziona żadna płytka.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a pit.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 to dół.</translation>
    </message>
    <message>
        <source>Row %1, column %2 has a tile already.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 ma już płytkę.</translation>
    </message>
    <message>
        <source>Row %1, column %2 waits in the fill queue; the cell at its front comes first.</source>
        <translation>Komórka w wierszu %1, kolumnie %2 czeka w kolejce wypełniania; najpierw idzie komórka z początku kolejki.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not in the fill queue: only cells beside an open door join it.</source>
        <translation>Komórki w wierszu %1, kolumnie %2 nie ma w kolejce wypełniania: trafiają do niej tylko komórki przy otwartych drzwiach.</translation>
    </message>
    <message>
        <source>That tile does not fit on row %1, column %2: %3</source>
        <translation>Ta płytka nie pasuje do wiersza %1, kolumny %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turn(s) and goes on with it.</source>
        <translation>
            <numerusform>Ta płytka też pasuje. Losowany jest jeden poprawny kandydat; ta budowa wylosowała płytkę %1 obróconą o %n ćwierć obrotu i kontynuuje z nią.</numerusform>
            <numerusform>Ta płytka też pasuje. Losowany jest jeden poprawny kandydat; ta budowa wylosowała płytkę %1 obróconą o %n ćwierci obrotu i kontynuuje z nią.</numerusform>
            <numerusform>Ta płytka też pasuje. Losowany jest jeden poprawny kandydat; ta budowa wylosowała płytkę %1 obróconą o %n ćwierci obrotu i kontynuuje z nią.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Krok %1: %2</translation>
    </message>
    <message>
        <source>Hint: %1 on row %2, column %3</source>
        <translation>Wskazówka: %1 w wierszu %2, kolumnie %3</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Wskazówka: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>Wskazówka: %1, %n ćwierć obrotu, wiersz %2, kolumna %3</numerusform>
            <numerusform>Wskazówka: %1, %n ćwierci obrotu, wiersz %2, kolumna %3</numerusform>
            <numerusform>Wskazówka: %1, %n ćwierci obrotu, wiersz %2, kolumna %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Result</source>
        <translation>Zapisz wynik</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Pliki wyników (*.json)</translation>
    </message>
    <message>
        <source>Result saved to %1</source>
        <translation>Wynik zapisano w %1</translation>
    </message>
    <message>
        <source>&amp;Backtrack</source>
        <translation>&amp;Nawrót</translation>
    </message>
    <message>
        <source>Island &amp;Complete</source>
        <translation>Wyspa &amp;gotowa</translation>
    </message>
    <message>
        <source>Island &amp;Failed</source>
        <translation>Wyspa n&amp;ieudana</translation>
    </message>
    <message>
        <source>All &amp;Done</source>
        <translation>Wszystko g&amp;otowe</translation>
    </message>
    <message>
        <source>&amp;Too Complex</source>
        <translation>&amp;Zbyt złożone</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Zarodek</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be drawn as well; this build drew row %3, column %4, and goes on with it.</source>
        <translation>Wiersz %1, kolumna %2 też mógł zostać wylosowany; ta budowa wylosowała wiersz %3, kolumnę %4 i idzie dalej z nim.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is outside the map.</source>
        <translation>Wiersz %1, kolumna %2 leży poza mapą.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is the start; the end goes on another open cell.</source>
        <translation>Wiersz %1, kolumna %2 to start; meta trafia na inną wolną komórkę.</translation>
    </message>
    <message>
        <source>The start and the end get the big room (%1).</source>
        <translation>Start i meta dostają dużą komnatę (%1).</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed</source>
        <translation>wyspa %1 jest następna i potrzebuje zarodka</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try</source>
        <translation>bieżąca komórka (%1, %2) ma jeszcze kandydata do sprawdzenia</translation>
    </message>
</context>
<context>
    <name>ConstructPanel</name>
    <message>
        <source>Place the chosen tile on row %1, column %2</source>
        <translation>Połóż wybraną płytkę w wierszu %1, kolumnie %2</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Dobrze.</translation>
    </message>
    <message>
        <source>Not that.</source>
        <translation>Nie to.</translation>
    </message>
    <message>
        <source>You are the algorithm: make every step of the build yourself. Click the cell to add, or the next seed (or move the map&apos;s cursor with the arrow keys and press Enter), or choose a move below. A right move is carried out; a wrong one is explained and changes nothing.</source>
        <translation>Jesteś algorytmem: wykonaj samodzielnie każdy krok budowy. Kliknij komórkę do dodania albo następny zarodek (albo przesuń kursor mapy strzałkami i naciśnij Enter) lub wybierz ruch poniżej. Poprawny ruch zostaje wykonany; błędny zostaje wyjaśniony i niczego nie zmienia.</translation>
    </message>
    <message>
        <source>You are the algorithm: click the queued cell that gets the next tile (or move the map&apos;s cursor with the arrow keys and press Enter), then choose the tile and its turn. The workbench does the steps that are not your decision: drawing start and end with their big rooms, rejecting candidates, clipping and queueing, and skipping filled cells.</source>
        <translation>Jesteś algorytmem: kliknij komórkę z kolejki, która dostanie następną płytkę (albo przesuń kursor mapy strzałkami i naciśnij Enter), a potem wybierz płytkę i jej obrót. Program sam wykonuje kroki, które nie należą do ciebie: losuje start i metę z ich dużymi komnatami, odrzuca kandydatów, przycina półdrzwi, wstawia komórki do kolejki i pomija komórki już wypełnione.</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>P&amp;ołóż</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Islands</source>
        <translation>Wyspy</translation>
    </message>
    <message>
        <source>How many islands to grow in one run (1 to 8).</source>
        <translation>Ile wysp ma urosnąć w jednym przebiegu (od 1 do 8).</translation>
    </message>
    <message>
        <source>Mi&amp;n island size:</source>
        <translation>Mi&amp;nimalny rozmiar wyspy:</translation>
    </message>
    <message>
        <source>Ma&amp;x island size:</source>
        <translation>Maksy&amp;malny rozmiar wyspy:</translation>
    </message>
    <message>
        <source>Each island aims for a random size between min and max cells. If min is larger than max, the two are swapped.</source>
        <translation>Każda wyspa dąży do losowego rozmiaru od minimum do maksimum komórek. Jeśli minimum jest większe niż maksimum, obie wartości są zamieniane.</translation>
    </message>
    <message>
        <source>On: candidates are shuffled, shapes look organic. Off: candidates are tried in a fixed order (up, left, right, down).</source>
        <translation>Włączona: kandydaci są tasowani, kształty wyglądają naturalnie. Wyłączona: kandydaci są sprawdzani w stałej kolejności (góra, lewo, prawo, dół).</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Re&amp;guła:</translation>
    </message>
    <message>
        <source>Stage 6a: orthogonal</source>
        <extracomment>Island rule 6a: islands only keep apart orthogonally</extracomment>
        <translation>Etap 6a: ortogonalnie</translation>
    </message>
    <message>
        <source>Stage 6b: all 8 neighbours</source>
        <extracomment>Island rule 6b: no island may touch another, not even diagonally</extracomment>
        <translation>Etap 6b: wszystkich 8 sąsiadów</translation>
    </message>
    <message>
        <source>Stage 6a only asks for open water; Stage 6b also keeps every island away from the others in all 8 directions.</source>
        <translation>Etap 6a wymaga tylko otwartej wody; etap 6b dodatkowo trzyma każdą wyspę z dala od pozostałych we wszystkich 8 kierunkach.</translation>
    </message>
    <message>
        <source>S&amp;tep limit:</source>
        <translation>Limit &amp;kroków:</translation>
    </message>
    <message>
        <source>A build that reaches this many steps stops with &quot;Too complex&quot;.</source>
        <translation>Budowa, która osiągnie tyle kroków, kończy się komunikatem „Zbyt złożone”.</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Świat</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same map.</source>
        <translation>To samo ziarno i te same ustawienia zawsze dają tę samą mapę.</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>Button that picks a new random seed</extracomment>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation>Wylosuj nowe ziarno</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>W&amp;iersze:</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>K&amp;olumny:</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Doły</translation>
    </message>
    <message>
        <source>&amp;Allow pit placement</source>
        <translation>Pozwól umieszcz&amp;ać doły</translation>
    </message>
    <message>
        <source>Left-drag on the map paints pits, right-drag erases them.</source>
        <translation>Przeciąganie lewym przyciskiem myszy rysuje doły na mapie, prawym je usuwa.</translation>
    </message>
    <message>
        <source>Densit&amp;y:</source>
        <extracomment>Share of open cells that Sprinkle! turns into pits</extracomment>
        <translation>Gęs&amp;tość:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>Suffix of the pit density value, a percentage (mind the locale&apos;s spacing)</extracomment>
        <translation>%</translation>
    </message>
    <message>
        <source>Number of &amp;islands:</source>
        <translation>Liczba wysp:</translation>
    </message>
    <message>
        <source>Rand&amp;omize</source>
        <translation>&amp;Losowa kolejność</translation>
    </message>
</context>
<context>
    <name>DockNavigation</name>
    <message>
        <source>F6 moves to the next panel, Shift+F6 to the one before.</source>
        <translation>F6 przechodzi do następnego panelu, Shift+F6 do poprzedniego.</translation>
    </message>
    <message>
        <source>The %1 panel. %2</source>
        <extracomment>Accessible description of a panel&apos;s scrolling area or list; %1 is the panel&apos;s title</extracomment>
        <translation>Panel „%1”. %2</translation>
    </message>
</context>
<context>
    <name>DocumentFiles</name>
    <message>
        <source>Cannot open scenario</source>
        <translation>Nie można otworzyć scenariusza</translation>
    </message>
    <message>
        <source>Cannot open the demo scenario</source>
        <translation>Nie można otworzyć scenariusza demonstracyjnego</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Otwórz scenariusz</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json *.json);;All files (*)</source>
        <translation>Scenariusze Mapgen (*.mapgen.json *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Zapisz scenariusz</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json)</source>
        <translation>Scenariusze Mapgen (*.mapgen.json)</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Nie można zapisać scenariusza</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes to its pits or settings. Save them first?</source>
        <translation>Scenariusz ma niezapisane zmiany dołów lub ustawień. Czy najpierw je zapisać?</translation>
    </message>
    <message>
        <source>Export Map as SVG</source>
        <translation>Eksportuj mapę jako SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Obrazy SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Map as PNG</source>
        <translation>Eksportuj mapę jako PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>DungeonCallStackModel</name>
    <message>
        <source>up</source>
        <translation>górny</translation>
    </message>
    <message>
        <source>right</source>
        <translation>prawy</translation>
    </message>
    <message>
        <source>down</source>
        <translation>dolny</translation>
    </message>
    <message>
        <source>left</source>
        <translation>lewy</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Call Stack (dungeon): a cell with no required sides</extracomment>
        <translation>brak</translation>
    </message>
    <message>
        <source>&gt; filling (%1, %2): required %3</source>
        <extracomment>Call Stack (dungeon): the queue&apos;s front cell whose candidates are checked</extracomment>
        <translation>&gt; wypełniam (%1, %2): wymagane boki: %3</translation>
    </message>
    <message>
        <source>template %1, rotation %2</source>
        <translation>szablon %1, obrót %2</translation>
    </message>
    <message>
        <source>    %1: placed</source>
        <extracomment>Call Stack (dungeon): the candidate drawn among the valid ones</extracomment>
        <translation>    %1: położono</translation>
    </message>
    <message>
        <source>    %1: x rule 1, misses a required side</source>
        <translation>    %1: x reguła 1, brak wymaganego boku</translation>
    </message>
    <message>
        <source>    %1: x rule 2, would cut the last start-to-end path</source>
        <translation>    %1: x reguła 2, przeciąłby ostatnią ścieżkę od startu do mety</translation>
    </message>
    <message>
        <source>%1. queued (%2, %3): required %4</source>
        <extracomment>Call Stack (dungeon): a cell waiting in the fill queue; %1 its place, from 1</extracomment>
        <translation>%1. w kolejce (%2, %3): wymagane boki: %4</translation>
    </message>
    <message>
        <source>The cell being filled and the fill queue are shown once the question is answered.</source>
        <extracomment>Call Stack (dungeon): instead of its lines while a question is open</extracomment>
        <translation>Wypełniana komórka i kolejka wypełniania są pokazywane po udzieleniu odpowiedzi na pytanie.</translation>
    </message>
</context>
<context>
    <name>DungeonEditor</name>
    <message>
        <source>Build the dungeon and play the build (F5)</source>
        <translation>Zbuduj loch i odtwórz budowę (F5)</translation>
    </message>
    <message>
        <source>Clear the tiles and log, keep the pits (R)</source>
        <translation>Wyczyść płytki i dziennik, zachowaj doły (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the dungeon&apos;s marks</source>
        <translation>Kolory Okabe–Ito dla oznaczeń lochu</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Inspektor płytek</translation>
    </message>
    <message>
        <source>Tile Set</source>
        <translation>Zestaw płytek</translation>
    </message>
    <message>
        <source>The cell being filled with its candidates&apos; verdicts so far, then the fill queue in order with each cell&apos;s required sides.</source>
        <extracomment>Call Stack dock of the dungeon lesson: how to read it</extracomment>
        <translation>Wypełniana komórka z dotychczasowymi werdyktami dla jej kandydatów, a potem kolejka wypełniania po kolei z wymaganymi bokami każdej komórki.</translation>
    </message>
</context>
<context>
    <name>DungeonGenerator</name>
    <message numerus="yes">
        <source>A dungeon needs at least two open cells for start and end; this map has %n.</source>
        <translation>
            <numerusform>Loch potrzebuje co najmniej dwóch otwartych komórek na start i metę; ta mapa ma %n.</numerusform>
            <numerusform>Loch potrzebuje co najmniej dwóch otwartych komórek na start i metę; ta mapa ma %n.</numerusform>
            <numerusform>Loch potrzebuje co najmniej dwóch otwartych komórek na start i metę; ta mapa ma %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start (%1, %2) and end (%3, %4) are cut apart by pits: no chain of open cells joins them.</source>
        <extracomment>%1,%2 and %3,%4 are row and column of the start and the end cell</extracomment>
        <translation>Start (%1, %2) i meta (%3, %4) są rozdzielone dołami: żaden łańcuch otwartych komórek ich nie łączy.</translation>
    </message>
    <message>
        <source>The tile set has no big room (a template with all eight half-doors, 255), so a cell could get stuck.</source>
        <translation>Zestaw płytek nie ma dużej komnaty (szablonu, który otwiera wszystkie półdrzwi, 255), więc komórka mogłaby utknąć.</translation>
    </message>
</context>
<context>
    <name>DungeonLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Za mało pamięci</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon of %1 x %2 cells.</source>
        <translation>Za mało pamięci na loch o wymiarach %1 × %2 (w komórkach).</translation>
    </message>
    <message>
        <source>Cannot build the dungeon: %1</source>
        <extracomment>Status bar when a dungeon build cannot start; %1 the reason</extracomment>
        <translation>Nie można zbudować lochu: %1</translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a dungeon build; %1 is &quot;%Ln tile(s) placed&quot; and %2 &quot;%Ln candidate(s) rejected&quot;</extracomment>
        <translation>Zbudowano: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tile(s) placed</source>
        <translation>
            <numerusform>położono %Ln płytkę</numerusform>
            <numerusform>położono %Ln płytki</numerusform>
            <numerusform>położono %Ln płytek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln candidate(s) rejected</source>
        <translation>
            <numerusform>odrzucono %Ln kandydata</numerusform>
            <numerusform>odrzucono %Ln kandydatów</numerusform>
            <numerusform>odrzucono %Ln kandydatów</numerusform>
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
        <translation>M</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Tool tip of a map cell: row and column</extracomment>
        <translation>Wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: dół</translation>
    </message>
    <message>
        <source>%1: queued, required half-doors %2</source>
        <translation>%1: w kolejce, wymagane półdrzwi %2</translation>
    </message>
    <message>
        <source>%1: rock</source>
        <translation>%1: skała</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n quarter turn(s), doors %3</source>
        <translation>
            <numerusform>%1: %2, %n ćwierć obrotu, drzwi %3</numerusform>
            <numerusform>%1: %2, %n ćwierci obrotu, drzwi %3</numerusform>
            <numerusform>%1: %2, %n ćwierci obrotu, drzwi %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (start)</source>
        <translation> (start)</translation>
    </message>
    <message>
        <source> (end)</source>
        <translation> (meta)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>szablon %1</translation>
    </message>
    <message>
        <source>Start at (%1, %2)</source>
        <extracomment>Dungeon log: the start cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Start w (%1, %2)</translation>
    </message>
    <message>
        <source>End at (%1, %2)</source>
        <extracomment>Dungeon log: the end cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Meta w (%1, %2)</translation>
    </message>
    <message>
        <source>+ queue (%1, %2)</source>
        <extracomment>Dungeon log: a neighbour got a half-door towards it and waits to be filled</extracomment>
        <translation>+ kolejka (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1, %n quarter turn(s), at (%2, %3): doors %4</source>
        <extracomment>Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask</extracomment>
        <translation>
            <numerusform>Połóż %1, %n ćwierć obrotu, na (%2, %3): drzwi %4</numerusform>
            <numerusform>Połóż %1, %n ćwierci obrotu, na (%2, %3): drzwi %4</numerusform>
            <numerusform>Połóż %1, %n ćwierci obrotu, na (%2, %3): drzwi %4</numerusform>
        </translation>
    </message>
    <message>
        <source>x clip (%1, %2): half-doors %3 removed</source>
        <extracomment>Dungeon log: half-doors of a filled cell facing the new tile were unanswered and removed</extracomment>
        <translation>x przytnij (%1, %2): usunięto półdrzwi %3</translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): a required side is not answered</source>
        <extracomment>Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n ćwierć obrotu (%2): wymagany bok pozostaje bez odpowiedzi</numerusform>
            <numerusform>- %1, %n ćwierci obrotu (%2): wymagany bok pozostaje bez odpowiedzi</numerusform>
            <numerusform>- %1, %n ćwierci obrotu (%2): wymagany bok pozostaje bez odpowiedzi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): would cut the last start-to-end path</source>
        <extracomment>Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n ćwierć obrotu (%2): ostatnia ścieżka od startu do mety zostałaby przecięta</numerusform>
            <numerusform>- %1, %n ćwierci obrotu (%2): ostatnia ścieżka od startu do mety zostałaby przecięta</numerusform>
            <numerusform>- %1, %n ćwierci obrotu (%2): ostatnia ścieżka od startu do mety zostałaby przecięta</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (%1, %2): already filled</source>
        <extracomment>Dungeon log: the front of the fill queue was filled already (the end)</extracomment>
        <translation>Pomiń (%1, %2): już wypełniona</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <extracomment>Dungeon log: the fill queue ran empty</extracomment>
        <translation>-- Gotowe --</translation>
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
        <translation>M</translation>
    </message>
</context>
<context>
    <name>DungeonStatistics</name>
    <message>
        <source>Steps:</source>
        <translation>Kroki:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <extracomment>Dungeon statistics: tiles placed up to the current step, start and end included</extracomment>
        <translation>Położone płytki:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <extracomment>Dungeon statistics: candidates found invalid up to the current step</extracomment>
        <translation>Odrzuceni kandydaci:</translation>
    </message>
    <message>
        <source>Fill queue:</source>
        <extracomment>Dungeon statistics: cells waiting in the fill queue at the current step</extracomment>
        <translation>Kolejka wypełniania:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Dungeon statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Wynik:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Jeszcze nie zbudowano: naciśnij Uruchom</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Budowanie…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <extracomment>Dungeon statistics: the build could not start; %1 the reason</extracomment>
        <translation>Nie można rozpocząć: %1</translation>
    </message>
</context>
<context>
    <name>DungeonTile</name>
    <message>
        <source>big room</source>
        <extracomment>The default dungeon tile set&apos;s templates, as shown in the log, inspector and tile set</extracomment>
        <translation>duża komnata</translation>
    </message>
    <message>
        <source>small room</source>
        <translation>mała komnata</translation>
    </message>
    <message>
        <source>hall</source>
        <translation>korytarz</translation>
    </message>
</context>
<context>
    <name>DungeonView</name>
    <message>
        <source>Dungeon map</source>
        <extracomment>Name of the dungeon map for screen readers</extracomment>
        <translation>Mapa lochu</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. On the map before a build, left-drag paints pits and right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Kliknij komórkę, aby ją zbadać. Na mapie przed budową przeciąganie lewym przyciskiem maluje doły, a prawym je wymazuje. Ctrl+kółko przybliża. Z klawiatury: Tab do mapy, Enter, aby ją edytować (strzałki przesuwają kursor komórki, Spacja stawia lub usuwa dół), Esc, aby zakończyć.</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Kliknij komórkę, aby ją zbadać. Ctrl+kółko przybliża. Z klawiatury: Tab do mapy, Enter, aby przesuwać kursor komórki strzałkami, Esc, aby zakończyć.</translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>Backtracks</source>
        <translation>Nawroty</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Niepowodzenia</translation>
    </message>
    <message>
        <source>Pit density (%)</source>
        <translation>Gęstość dołów (%)</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Wyspy</translation>
    </message>
    <message>
        <source>Minimum island size</source>
        <translation>Minimalny rozmiar wyspy</translation>
    </message>
    <message>
        <source>Maximum island size</source>
        <translation>Maksymalny rozmiar wyspy</translation>
    </message>
    <message>
        <source>Backtracks per build: mean, 10th to 90th percentile</source>
        <translation>Nawroty na budowę: średnia, od 10. do 90. percentyla</translation>
    </message>
    <message>
        <source>Failed islands and too-complex builds</source>
        <translation>Nieudane wyspy i zbyt złożone budowy</translation>
    </message>
    <message>
        <source>Rate (%)</source>
        <translation>Odsetek (%)</translation>
    </message>
    <message>
        <source>%1, randomize on</source>
        <translation>%1, losowa kolejność wł.</translation>
    </message>
    <message>
        <source>%1, randomize off</source>
        <translation>%1, losowa kolejność wył.</translation>
    </message>
    <message>
        <source>%1: 10th-90th percentile</source>
        <translation>%1: od 10. do 90. percentyla</translation>
    </message>
    <message>
        <source>%1: failed islands</source>
        <translation>%1: nieudane wyspy</translation>
    </message>
    <message>
        <source>%1: too complex</source>
        <translation>%1: zbyt złożone</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, randomize %2&lt;/b&gt;&lt;br&gt;%3 islands of %4-%5 cells, density %6 %&lt;br&gt;backtracks: mean %7, 10th percentile %8, median %9, 90th percentile %10&lt;br&gt;failed islands: %11 of %12; too complex: %13 of %14 builds&lt;br&gt;click: open the median run (run %15)</source>
        <translation>&lt;b&gt;%1, losowa kolejność %2&lt;/b&gt;&lt;br&gt;wyspy: %3, każda od %4 do %5 komórek, gęstość %6%&lt;br&gt;nawroty: średnia %7, 10. percentyl %8, mediana %9, 90. percentyl %10&lt;br&gt;nieudane wyspy: %11 z %12; zbyt złożone budowy: %13 z %14&lt;br&gt;kliknięcie: otwiera przebieg medianowy (przebieg %15)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn as a PNG</source>
        <translation>%1: nie udało się narysować wykresu jako PNG</translation>
    </message>
    <message>
        <source>Path from start to end (cells): mean, 10th to 90th percentile</source>
        <translation>Ścieżka od startu do mety (komórki): średnia, od 10. do 90. percentyla</translation>
    </message>
    <message>
        <source>Rejected candidates per placed tile and cut-off runs</source>
        <translation>Odrzuceni kandydaci na położoną płytkę i przebiegi z odciętą metą</translation>
    </message>
    <message>
        <source>Path (cells)</source>
        <translation>Ścieżka (komórki)</translation>
    </message>
    <message>
        <source>10th-90th percentile</source>
        <translation>od 10. do 90. percentyla</translation>
    </message>
    <message>
        <source>Mean path</source>
        <translation>Średnia ścieżka</translation>
    </message>
    <message>
        <source>Rejected per placed tile</source>
        <translation>Odrzuceni na położoną płytkę</translation>
    </message>
    <message>
        <source>Cut-off runs (%)</source>
        <translation>Przebiegi z odciętą metą (%)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 x %2, tiles %3, density %4 %&lt;/b&gt;&lt;br&gt;cut off: %5 of %6 runs&lt;br&gt;</source>
        <translation>&lt;b&gt;%1 × %2, płytki: %3, gęstość %4%&lt;/b&gt;&lt;br&gt;odcięta meta: %5 z %6 przebiegów&lt;br&gt;</translation>
    </message>
    <message>
        <source>no run finished: nothing to open</source>
        <translation>żaden przebieg się nie zakończył: nie ma czego otworzyć</translation>
    </message>
    <message>
        <source>path: mean %1, 10th percentile %2, median %3, 90th percentile %4&lt;br&gt;rejected %5 for %6 placed tiles&lt;br&gt;click: open the median run (run %7)</source>
        <translation>ścieżka: średnia %1, 10. percentyl %2, mediana %3, 90. percentyl %4&lt;br&gt;odrzuceni kandydaci: %5 na %6 położonych płytek&lt;br&gt;kliknięcie: otwiera przebieg medianowy (przebieg %7)</translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Rozmiar (wiersze x kolumny)</translation>
    </message>
    <message>
        <source>Tile subset (template numbers)</source>
        <translation>Podzbiór płytek (numery szablonów)</translation>
    </message>
    <message>
        <source>Path</source>
        <extracomment>Tab of a dungeon sweep&apos;s chart: the path from start to end</extracomment>
        <translation>Ścieżka</translation>
    </message>
    <message>
        <source>Rejected and cut off</source>
        <extracomment>Tab of the experiment chart: failed islands and too-complex builds as rates; for a dungeon sweep, rejected candidates and cut-off runs</extracomment>
        <translation>Odrzuceni i odcięte</translation>
    </message>
    <message>
        <source>Charts</source>
        <extracomment>Name of the experiment&apos;s two charts (as tabs) for screen readers</extracomment>
        <translation>Wykresy</translation>
    </message>
</context>
<context>
    <name>ExperimentPanel</name>
    <message>
        <source>Pit density</source>
        <translation>Gęstość dołów</translation>
    </message>
    <message>
        <source>Island count</source>
        <translation>Liczba wysp</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Minimalny rozmiar</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Maksymalny rozmiar</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>Zmieniaj:</translation>
    </message>
    <message>
        <source>From, to, step:</source>
        <translation>Od, do, krok:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reguły:</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Losowa kolejność:</translation>
    </message>
    <message>
        <source>Pit density (%):</source>
        <translation>Gęstość dołów (%):</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Wyspy:</translation>
    </message>
    <message>
        <source>Min, max size:</source>
        <translation>Min., maks. rozmiar:</translation>
    </message>
    <message>
        <source>Runs per point:</source>
        <translation>Przebiegi na punkt:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkty:</translation>
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
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Uruchom</translation>
    </message>
    <message>
        <source>Build every point of the sweep, its runs on all cores</source>
        <translation>Zbuduj każdy punkt serii; przebiegi są liczone na wszystkich rdzeniach</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>Wykres jako PNG…</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>Wykres jako SVG…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tabela jako CSV…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), </source>
        <translation>
            <numerusform>%n punkt, </numerusform>
            <numerusform>%n punkty, </numerusform>
            <numerusform>%n punktów, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s)</source>
        <translation>
            <numerusform>%n budowa</numerusform>
            <numerusform>%n budowy</numerusform>
            <numerusform>%n budów</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
    <message>
        <source>%1 of %2 builds</source>
        <translation>Budowy: %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>jeszcze około %n sekundy</numerusform>
            <numerusform>jeszcze około %n sekund</numerusform>
            <numerusform>jeszcze około %n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Rozmiar (wiersze x kolumny)</translation>
    </message>
    <message>
        <source>Tile subsets</source>
        <translation>Podzbiory płytek</translation>
    </message>
    <message>
        <source>Si&amp;zes:</source>
        <translation>Roz&amp;miary:</translation>
    </message>
    <message>
        <source>Tile subsets:</source>
        <translation>Podzbiory płytek:</translation>
    </message>
    <message>
        <source>The setting on the chart&apos;s x axis; the others stay fixed</source>
        <translation>Ustawienie na osi x wykresu; pozostałe się nie zmieniają</translation>
    </message>
    <message>
        <source>for example 16x16, 32x48</source>
        <translation>na przykład 16x16, 32x48</translation>
    </message>
    <message>
        <source>The sizes to build, rows x columns, separated by commas (as mapgen experiment --size); a size other than the scenario&apos;s starts from an empty grid</source>
        <translation>Rozmiary do zbudowania, wiersze x kolumny, oddzielone przecinkami (jak mapgen experiment --size); rozmiar inny niż scenariusza zaczyna od pustej siatki</translation>
    </message>
    <message>
        <source>One row per tile subset: tick the templates it holds (Space ticks the current cell). Each subset needs a big room, the template with all eight doors (as mapgen experiment --tiles)</source>
        <translation>Jeden wiersz na podzbiór płytek: zaznacz szablony, które zawiera (Spacja zaznacza bieżącą komórkę). Każdy podzbiór potrzebuje dużej komnaty, szablonu ze wszystkimi ośmioma drzwiami (jak mapgen experiment --tiles)</translation>
    </message>
    <message>
        <source>A&amp;dd subset</source>
        <translation>&amp;Dodaj podzbiór</translation>
    </message>
    <message>
        <source>A new subset, with every template ticked</source>
        <translation>Nowy podzbiór ze wszystkimi szablonami zaznaczonymi</translation>
    </message>
    <message>
        <source>Re&amp;move subset</source>
        <translation>Usuń p&amp;odzbiór</translation>
    </message>
    <message>
        <source>Remove the subset of the current row</source>
        <translation>Usuń podzbiór z bieżącego wiersza</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Column of a template in the experiment&apos;s tile subsets: its number and name</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Sizes: write each as rows x columns, from 1x1 to %1x%1, separated by commas, for example 16x16, 32x48.</source>
        <translation>Rozmiary: każdy zapisz jako wiersze x kolumny, od 1x1 do %1x%1, oddzielone przecinkami, na przykład 16x16, 32x48.</translation>
    </message>
    <message>
        <source>Sizes: %1 is listed twice.</source>
        <translation>Rozmiary: %1 występuje dwa razy.</translation>
    </message>
    <message>
        <source>Tile subsets: add a subset to sweep.</source>
        <translation>Podzbiory płytek: dodaj podzbiór do przebadania.</translation>
    </message>
    <message>
        <source>Tile subset %1 has no template ticked.</source>
        <translation>Podzbiór płytek %1 nie ma zaznaczonego żadnego szablonu.</translation>
    </message>
    <message numerus="yes">
        <source>Tile subset %1 names template %2; the tile set has %n template(s).</source>
        <translation>
            <numerusform>Podzbiór płytek %1 wskazuje szablon %2; zestaw płytek ma %n szablon.</numerusform>
            <numerusform>Podzbiór płytek %1 wskazuje szablon %2; zestaw płytek ma %n szablony.</numerusform>
            <numerusform>Podzbiór płytek %1 wskazuje szablon %2; zestaw płytek ma %n szablonów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile subset %1 has no big room (a template with all eight doors): tick one.</source>
        <translation>Podzbiór płytek %1 nie ma dużej komnaty (szablonu ze wszystkimi ośmioma drzwiami): zaznacz jeden.</translation>
    </message>
    <message>
        <source>Tile subsets %1 and %2 are the same.</source>
        <translation>Podzbiory płytek %1 i %2 są takie same.</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>The first value of an experiment&apos;s range</extracomment>
        <translation>Od</translation>
    </message>
    <message>
        <source>To</source>
        <extracomment>The last value of an experiment&apos;s range</extracomment>
        <translation>Do</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>The step between the values of an experiment&apos;s range</extracomment>
        <translation>Krok</translation>
    </message>
</context>
<context>
    <name>ExperimentsDock</name>
    <message>
        <source>Not enough memory for a build of %1 steps; lower the step limit.</source>
        <translation>Za mało pamięci na budowę (limit kroków: %1); zmniejsz limit kroków.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n point(s) finished.</source>
        <translation>
            <numerusform>Anulowano: ukończono %n punkt.</numerusform>
            <numerusform>Anulowano: ukończono %n punkty.</numerusform>
            <numerusform>Anulowano: ukończono %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s). Click a point of the chart to open its median run.</source>
        <translation>
            <numerusform>Gotowe: %n punkt. Kliknij punkt wykresu, aby otworzyć jego przebieg medianowy.</numerusform>
            <numerusform>Gotowe: %n punkty. Kliknij punkt wykresu, aby otworzyć jego przebieg medianowy.</numerusform>
            <numerusform>Gotowe: %n punktów. Kliknij punkt wykresu, aby otworzyć jego przebieg medianowy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experiment: %1, randomize %2, density %3 %, run %4</source>
        <translation>Eksperyment: %1, losowa kolejność %2, gęstość %3%, przebieg %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>Eksportuj wykres jako SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Obrazy SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>Eksportuj wykres jako PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Nie można wyeksportować</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Eksportuj tabelę jako CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Eksperymenty</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon build of %1 x %2 cells.</source>
        <translation>Za mało pamięci na budowę lochu o wymiarach %1 × %2 (w komórkach).</translation>
    </message>
    <message>
        <source>Experiment: dungeon %1 x %2, tiles %3, density %4 %, run %5</source>
        <translation>Eksperyment: loch %1 × %2, płytki: %3, gęstość %4%, przebieg %5</translation>
    </message>
    <message>
        <source>No run of this point finished (every one was cut off): there is no run to open.</source>
        <translation>Żaden przebieg tego punktu się nie zakończył (w każdym meta była odcięta od startu): nie ma przebiegu do otwarcia.</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>E&amp;xport</source>
        <translation>&amp;Eksportuj</translation>
    </message>
    <message>
        <source>Animated &amp;GIF of the Build…</source>
        <translation>Animowany &amp;GIF budowy…</translation>
    </message>
    <message>
        <source>&amp;Tiled Map (TMX)…</source>
        <translation>Mapa &amp;Tiled (TMX)…</translation>
    </message>
    <message>
        <source>PDF &amp;Handout…</source>
        <translation>&amp;Materiały w PDF…</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>Drukuj &amp;materiały…</translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation>Eksportuj mapę Tiled</translation>
    </message>
    <message>
        <source>Export PDF Handout</source>
        <translation>Eksportuj materiały w PDF</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Mapy Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>There is no build to animate yet: press Start first.</source>
        <translation>Nie ma jeszcze budowy do animowania: najpierw naciśnij Uruchom.</translation>
    </message>
    <message>
        <source>Export Animated GIF</source>
        <translation>Eksportuj animowany GIF</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>Animacje GIF (*.gif)</translation>
    </message>
    <message>
        <source>Encoding %1…</source>
        <translation>Kodowanie %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: nie udało się zakodować animacji: %2</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Drukuj materiały</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Nie można wyeksportować</translation>
    </message>
    <message>
        <source>Export Web Lesson</source>
        <translation>Eksportuj lekcję internetową</translation>
    </message>
    <message>
        <source>Web lessons (*.html)</source>
        <translation>Lekcje internetowe (*.html)</translation>
    </message>
    <message>
        <source>&amp;Web Lesson…</source>
        <translation>&amp;Lekcja internetowa…</translation>
    </message>
    <message>
        <source>The frames are too large: %1.</source>
        <translation>Klatki są za duże: %1.</translation>
    </message>
    <message>
        <source>At %1 px a cell they fit.</source>
        <translation>Przy %1 px na komórkę się zmieszczą.</translation>
    </message>
    <message>
        <source>Export at %1 px a Cell</source>
        <translation>Eksportuj przy %1 px na komórkę</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>Eksportowanie %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Wyeksportowano: %1</translation>
    </message>
    <message>
        <source>Export Learning Platform Package</source>
        <translation>Eksportuj pakiet platformy e-learningowej</translation>
    </message>
    <message>
        <source>SCORM packages (*.zip)</source>
        <translation>Pakiety SCORM (*.zip)</translation>
    </message>
    <message>
        <source>&amp;Learning Platform Package…</source>
        <translation>Pa&amp;kiet platformy e-learningowej…</translation>
    </message>
</context>
<context>
    <name>GifExport</name>
    <message>
        <source>--from: expected a step from 0 to %1, got %2</source>
        <translation>--from: oczekiwano kroku od 0 do %1, otrzymano %2</translation>
    </message>
    <message>
        <source>--to: expected a step from %1 to %2, got %3</source>
        <translation>--to: oczekiwano kroku od %1 do %2, otrzymano %3</translation>
    </message>
    <message>
        <source>--fps: expected %1 to %2 frames a second, got %3</source>
        <translation>--fps: oczekiwano od %1 do %2 klatek na sekundę, otrzymano %3</translation>
    </message>
    <message>
        <source>--cell-size: expected 1 to %1 pixels, got %2</source>
        <translation>--cell-size: oczekiwano od 1 do %1 pikseli, otrzymano %2</translation>
    </message>
    <message>
        <source>not every frame was encoded</source>
        <translation>nie wszystkie klatki zostały zakodowane</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: nie udało się zakodować animacji: %2</translation>
    </message>
    <message>
        <source>%1: use --cell-size %2 or less</source>
        <translation>%1: użyj --cell-size %2 lub mniej</translation>
    </message>
</context>
<context>
    <name>GifExportDialog</name>
    <message>
        <source>Export Animated GIF</source>
        <translation>Eksportuj animowany GIF</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>Od kroku:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>Do kroku:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Klatki na sekundę:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Rozmiar komórki:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Zapisz…</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s once through</source>
        <extracomment>%n frames; %2 the animation&apos;s length in seconds, the last frame&apos;s 3 s included</extracomment>
        <translation>
            <numerusform>%n klatka, %1 s na jedno odtworzenie</numerusform>
            <numerusform>%n klatki, %1 s na jedno odtworzenie</numerusform>
            <numerusform>%n klatek, %1 s na jedno odtworzenie</numerusform>
        </translation>
    </message>
    <message>
        <source>A long build: every %1th step is shown, so that it lasts at most a minute.</source>
        <translation>Długa budowa: pokazywany jest co %1. krok, aby trwała najwyżej minutę.</translation>
    </message>
    <message>
        <source>Estimated size: …</source>
        <translation>Szacowany rozmiar: …</translation>
    </message>
    <message>
        <source>Estimated size: %1</source>
        <translation>Szacowany rozmiar: %1</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>no frames</source>
        <translation>brak klatek</translation>
    </message>
</context>
<context>
    <name>IslandCallStackModel</name>
    <message>
        <source>%1. grow(%2, %3): island %4, %5 of %6 cells</source>
        <extracomment>Call Stack: one active call; %1 depth (0 = the seed), (%2, %3) its cell, %4 the island, %5 the island&apos;s size along this path, %6 its target size</extracomment>
        <translation>%1. grow(%2, %3): wyspa %4, komórki: %5 z %6</translation>
    </message>
    <message>
        <source>base case: the island is complete</source>
        <extracomment>Call Stack: the call found its island at the target size</extracomment>
        <translation>przypadek bazowy: wyspa jest gotowa</translation>
    </message>
    <message>
        <source>no candidates: a dead end</source>
        <extracomment>Call Stack: a call whose cell has no valid expansion</extracomment>
        <translation>brak kandydatów: ślepy zaułek</translation>
    </message>
    <message>
        <source>x (%1, %2) failed</source>
        <extracomment>Call Stack: a candidate whose path dead-ended (the mark x is not colour alone)</extracomment>
        <translation>x (%1, %2) zawiódł</translation>
    </message>
    <message>
        <source>&gt; (%1, %2) trying</source>
        <extracomment>Call Stack: the candidate this call is trying now</extracomment>
        <translation>&gt; (%1, %2) sprawdzany</translation>
    </message>
    <message>
        <source>(%1, %2) to try</source>
        <extracomment>Call Stack: a candidate not tried yet</extracomment>
        <translation>(%1, %2) do sprawdzenia</translation>
    </message>
    <message>
        <source>candidates: %1</source>
        <extracomment>Call Stack: the list of candidates of one call, in the order tried</extracomment>
        <translation>kandydaci: %1</translation>
    </message>
    <message>
        <source>candidates: shown once the question is answered</source>
        <extracomment>Call Stack: instead of a call&apos;s candidates while a question is open (they would answer it)</extracomment>
        <translation>kandydaci: pokazywani po udzieleniu odpowiedzi na pytanie</translation>
    </message>
</context>
<context>
    <name>IslandEditor</name>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>Stos wywołań</translation>
    </message>
    <message>
        <source>Cell Inspector</source>
        <translation>Inspektor komórek</translation>
    </message>
    <message>
        <source>The active grow() calls, from the seed down to the current cell. x failed, &gt; being tried. Select a call to outline its cell and candidates on the map.</source>
        <extracomment>Call Stack dock of the island lesson: how to read it</extracomment>
        <translation>Aktywne wywołania grow(), od zarodka do bieżącej komórki. x – kandydat zawiódł, &gt; – właśnie sprawdzany. Wybierz wywołanie, aby obrysować na mapie jego komórkę i kandydatów.</translation>
    </message>
    <message>
        <source>Build the islands and play the build (F5)</source>
        <translation>Zbuduj wyspy i odtwórz budowę (F5)</translation>
    </message>
    <message>
        <source>Clear islands and log, keep the pits (R)</source>
        <translation>Wyczyść wyspy i dziennik, zachowaj doły (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the islands</source>
        <translation>Kolory Okabe–Ito dla wysp</translation>
    </message>
</context>
<context>
    <name>IslandLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Za mało pamięci</translation>
    </message>
    <message numerus="yes">
        <source>Not enough memory for a build of %Ln step(s). Lower the step limit.</source>
        <translation>
            <numerusform>Za mało pamięci na budowę z %Ln krokiem. Zmniejsz limit kroków.</numerusform>
            <numerusform>Za mało pamięci na budowę z %Ln krokami. Zmniejsz limit kroków.</numerusform>
            <numerusform>Za mało pamięci na budowę z %Ln krokami. Zmniejsz limit kroków.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too complex: the build stopped at the step limit (%Ln step(s))</source>
        <translation>
            <numerusform>Zbyt złożone: budowa zatrzymała się na limicie kroków (%Ln krok)</numerusform>
            <numerusform>Zbyt złożone: budowa zatrzymała się na limicie kroków (%Ln kroki)</numerusform>
            <numerusform>Zbyt złożone: budowa zatrzymała się na limicie kroków (%Ln kroków)</numerusform>
        </translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a build; %1 is &quot;%Ln step(s)&quot; and %2 &quot;%Ln backtrack(s)&quot;</extracomment>
        <translation>Zbudowano: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln krok</numerusform>
            <numerusform>%Ln kroki</numerusform>
            <numerusform>%Ln kroków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln backtrack(s)</source>
        <translation>
            <numerusform>%Ln nawrót</numerusform>
            <numerusform>%Ln nawroty</numerusform>
            <numerusform>%Ln nawrotów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IslandModel</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>%1: water</source>
        <translation>%1: woda</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: dół</translation>
    </message>
    <message>
        <source>%1: island %2</source>
        <translation>%1: wyspa %2</translation>
    </message>
    <message>
        <source>&gt;&gt; Island %1 seed at (%2,%3)</source>
        <extracomment>Recursion log: an island&apos;s seed was placed; %1 island, (%2,%3) row and column</extracomment>
        <translation>&gt;&gt; Wyspa %1: zarodek w (%2,%3)</translation>
    </message>
    <message>
        <source>&gt; ADD (%1, %2)</source>
        <extracomment>Recursion log: a cell was added to the island and the search went one level deeper</extracomment>
        <translation>&gt; DODAJ (%1, %2)</translation>
    </message>
    <message>
        <source>X BACKTRACK (%1, %2)</source>
        <extracomment>Recursion log: the path through this cell failed; the cell became water again</extracomment>
        <translation>X NAWRÓT (%1, %2)</translation>
    </message>
    <message>
        <source>+ Island %1 complete!</source>
        <translation>+ Wyspa %1 gotowa!</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (no room for a seed)</source>
        <translation>! Wyspa %1 NIEUDANA (brak miejsca na zarodek)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (not enough reachable water)</source>
        <translation>! Wyspa %1 NIEUDANA (za mało osiągalnej wody)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (every path dead-ended)</source>
        <translation>! Wyspa %1 NIEUDANA (każda ścieżka skończyła się ślepym zaułkiem)</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <translation>-- Gotowe --</translation>
    </message>
    <message>
        <source>! TOO COMPLEX</source>
        <translation>! ZBYT ZŁOŻONE</translation>
    </message>
    <message>
        <source>%1, being tried</source>
        <extracomment>A map cell&apos;s description: the cell the step just added</extracomment>
        <translation>%1, próbowana</translation>
    </message>
    <message>
        <source>%1, candidate</source>
        <extracomment>A map cell&apos;s description: a cell the island may grow into next</extracomment>
        <translation>%1, kandydatka</translation>
    </message>
    <message>
        <source>%1, backtracked</source>
        <extracomment>A map cell&apos;s description: the cell the step just took back</extracomment>
        <translation>%1, cofnięta</translation>
    </message>
</context>
<context>
    <name>IslandOutcomeWords</name>
    <message>
        <source>not started</source>
        <translation>nierozpoczęta</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>rośnie</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>gotowa</translation>
    </message>
    <message>
        <source>removed: too complex</source>
        <translation>usunięta: zbyt złożone</translation>
    </message>
    <message>
        <source>failed: no room for a seed</source>
        <translation>nieudana: brak miejsca na zarodek</translation>
    </message>
    <message>
        <source>failed: not enough reachable water</source>
        <translation>nieudana: za mało osiągalnej wody</translation>
    </message>
    <message>
        <source>failed: dead end</source>
        <translation>nieudana: ślepy zaułek</translation>
    </message>
</context>
<context>
    <name>IslandView</name>
    <message>
        <source>Too complex: stopped after %L1 steps</source>
        <extracomment>Banner over the map when a build hit its step limit; %L1 is the limit</extracomment>
        <translation>Zbyt złożone: zatrzymano na limicie kroków (%L1)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>English</source>
        <extracomment>The name of the language of this translation, written in that language (&quot;Deutsch&quot;, &quot;Español&quot;): the Language menu lists every language under its own name.</extracomment>
        <translation>Polski</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title: the interface language</extracomment>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <extracomment>Language menu: follow the language of the operating system</extracomment>
        <translation>Język &amp;systemu</translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>Stos wywołań</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson</source>
        <extracomment>Name of the lesson text for screen readers</extracomment>
        <translation>Lekcja</translation>
    </message>
    <message>
        <source>Notes for this scenario</source>
        <translation>Uwagi do tego scenariusza</translation>
    </message>
</context>
<context>
    <name>LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>Właściwości lekcji</translation>
    </message>
    <message>
        <source>What a learning platform package of this lesson grades (File ▸ Export ▸ Learning Platform Package): the score is the mean of the parts ticked.</source>
        <translation>Co ocenia pakiet platformy e-learningowej z tą lekcją (Plik ▸ Eksportuj ▸ Pakiet platformy e-learningowej): wynik jest średnią zaznaczonych części.</translation>
    </message>
    <message>
        <source>The lesson&apos;s &amp;questions (first answers right)</source>
        <translation>&amp;Pytania lekcji (pierwsze odpowiedzi poprawne)</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm over the whole build</source>
        <translation>Jesteś &amp;algorytmem przez całą budowę</translation>
    </message>
    <message>
        <source>&amp;Pass mark:</source>
        <translation>Próg &amp;zaliczenia:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the pass mark&apos;s number: a percentage</extracomment>
        <translation>%</translation>
    </message>
    <message>
        <source>Tick at least one part to grade.</source>
        <translation>Zaznacz co najmniej jedną część do oceny.</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Building…</source>
        <translation>Budowanie…</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>Stage 3: one island by recursive backtracking</source>
        <extracomment>Lesson heading, Stage 3</extracomment>
        <translation>Etap 3: jedna wyspa dzięki rekurencyjnemu przeszukiwaniu z nawrotami</translation>
    </message>
    <message>
        <source>One island grows from a seed. First the island draws its target size, a random number between the minimum and the maximum island size. Then the seed is placed on a random cell of open water.</source>
        <extracomment>Lesson, Stage 3: the start of a build</extracomment>
        <translation>Jedna wyspa rośnie z zarodka. Najpierw wyspa losuje swój rozmiar docelowy: liczbę losową między minimalnym a maksymalnym rozmiarem wyspy. Potem zarodek zostaje umieszczony na losowej komórce otwartej wody.</translation>
    </message>
    <message>
        <source>The search always continues from the cell added last. If the island has reached its target size, it is finished. If not, the candidates are the neighbours of that cell above, to the left, to the right and below that are open water. With Randomize on they are shuffled; with Randomize off they are tried in exactly that order.</source>
        <extracomment>Lesson, Stage 3: one level of the recursion</extracomment>
        <translation>Przeszukiwanie zawsze jest kontynuowane od komórki dodanej jako ostatnia. Jeśli wyspa osiągnęła rozmiar docelowy, jest gotowa. Jeśli nie, kandydatami są te sąsiednie komórki powyżej, po lewej, po prawej i poniżej, które są otwartą wodą. Przy włączonej losowej kolejności są one tasowane; przy wyłączonej są sprawdzane dokładnie w tej kolejności.</translation>
    </message>
    <message>
        <source>Each candidate in turn becomes land (ADD) and the search goes one level deeper from it. If no way onwards from there reaches the target size, the cell becomes water again (BACKTRACK) and the next candidate is tried. When every candidate has failed, this level gives up too and hands the failure back to the level above: that is backtracking.</source>
        <extracomment>Lesson, Stage 3: what backtracking means</extracomment>
        <translation>Każdy kandydat po kolei staje się lądem (DODAJ), a przeszukiwanie schodzi od niego o poziom głębiej. Jeśli żadna dalsza droga stamtąd nie prowadzi do rozmiaru docelowego, komórka znów staje się wodą (NAWRÓT) i sprawdzany jest następny kandydat. Gdy zawiodą wszyscy kandydaci, również ten poziom się poddaje i przekazuje niepowodzenie poziomowi wyżej: na tym polega przeszukiwanie z nawrotami.</translation>
    </message>
    <message>
        <source>So every new cell touches the cell added just before it: the island is a chain of cells that winds and turns, which is how L- and U-shapes appear.</source>
        <extracomment>Lesson, Stage 3: the shape that results</extracomment>
        <translation>Każda nowa komórka styka się więc z komórką dodaną tuż przed nią: wyspa jest łańcuchem komórek, który wije się i skręca. Tak powstają kształty litery L i U.</translation>
    </message>
    <message>
        <source>Stage 6a: many islands, orthogonal rule</source>
        <extracomment>Lesson heading, Stage 6a</extracomment>
        <translation>Etap 6a: wiele wysp, reguła ortogonalna</translation>
    </message>
    <message>
        <source>Up to eight islands grow one after another, each by the same recursive backtracking as in Stage 3. Every island draws its own target size between the minimum and the maximum island size.</source>
        <extracomment>Lesson, Stage 6a: several islands, one after another</extracomment>
        <translation>Do ośmiu wysp rośnie jedna po drugiej, każda dzięki temu samemu rekurencyjnemu przeszukiwaniu z nawrotami co w etapie 3. Każda wyspa losuje własny rozmiar docelowy między minimalnym a maksymalnym rozmiarem wyspy.</translation>
    </message>
    <message>
        <source>Each seed is placed automatically, on a random cell of open water with no land directly above, below, to the left or to the right of it. If there is no such cell left, the island fails at once.</source>
        <extracomment>Lesson, Stage 6a: where seeds may go</extracomment>
        <translation>Każdy zarodek jest umieszczany automatycznie na losowej komórce otwartej wody, która nie ma lądu bezpośrednio nad sobą, pod sobą, po lewej ani po prawej. Jeśli takiej komórki już nie ma, wyspa od razu kończy się niepowodzeniem.</translation>
    </message>
    <message>
        <source>The orthogonal rule: a cell may join an island whenever it is open water; nothing else is checked. So a growing island can reach another island and touch it at a corner, or even along a whole side. Stage 6b fixes this.</source>
        <extracomment>Lesson, Stage 6a: the orthogonal rule and its weakness</extracomment>
        <translation>Reguła ortogonalna: komórka może dołączyć do wyspy zawsze, gdy jest otwartą wodą; nic więcej nie jest sprawdzane. Rosnąca wyspa może więc dotrzeć do innej wyspy i zetknąć się z nią narożnikiem, a nawet całym bokiem. Etap 6b to naprawia.</translation>
    </message>
    <message>
        <source>Stage 6b: the 8-neighbour rule</source>
        <extracomment>Lesson heading, Stage 6b</extracomment>
        <translation>Etap 6b: reguła 8 sąsiadów</translation>
    </message>
    <message>
        <source>Stage 6b is Stage 6a with one fix: a cell may only join an island when none of its 8 neighbours, the four sides and the four diagonals, is land of another island. Land of the island itself is fine; that is how it bends into L- and U-shapes.</source>
        <extracomment>Lesson, Stage 6b: the new rule</extracomment>
        <translation>Etap 6b to etap 6a z jedną poprawką: komórka może dołączyć do wyspy tylko wtedy, gdy żaden z jej 8 sąsiadów (cztery po bokach i cztery po przekątnych) nie jest lądem innej wyspy. Ląd tej samej wyspy nie przeszkadza; dzięki temu wyspa wygina się w kształty litery L i U.</translation>
    </message>
    <message>
        <source>Seeds follow the same idea: a seed needs open water with no land at all among its 8 neighbours. In the end every island is surrounded by open water on all sides.</source>
        <extracomment>Lesson, Stage 6b: where seeds may go</extracomment>
        <translation>Zarodki podlegają tej samej zasadzie: zarodek wymaga otwartej wody bez żadnego lądu wśród swoich 8 sąsiadów. W efekcie każda wyspa jest ze wszystkich stron otoczona otwartą wodą.</translation>
    </message>
    <message>
        <source>Why does Stage 6b backtrack more? The stricter rule turns away more candidates, especially near other islands. More paths run into a dead end, and the search has to take back more cells before it finds a way to the target size.</source>
        <extracomment>Lesson, Stage 6b: why the stricter rule costs more backtracking</extracomment>
        <translation>Dlaczego w etapie 6b jest więcej nawrotów? Surowsza reguła odrzuca więcej kandydatów, zwłaszcza w pobliżu innych wysp. Więcej ścieżek trafia w ślepy zaułek, a przeszukiwanie musi cofnąć więcej komórek, zanim znajdzie drogę do rozmiaru docelowego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare it yourself:&lt;/b&gt; keep the seed and all other settings, build with the rule Stage 6a and note the backtracks in the Statistics panel. Then switch the rule to Stage 6b and press Start again. In 6a you will often see islands touching at their corners, in 6b never, and the backtrack count is usually higher.</source>
        <extracomment>Lesson, Stage 6b: the invitation to compare both rules</extracomment>
        <translation>&lt;b&gt;Porównaj samodzielnie:&lt;/b&gt; zachowaj ziarno i wszystkie inne ustawienia, zbuduj mapę z regułą Etap 6a i zanotuj liczbę nawrotów w panelu Statystyki. Następnie przełącz regułę na Etap 6b i ponownie naciśnij Uruchom. W 6a wyspy często stykają się narożnikami, w 6b nigdy, a liczba nawrotów jest zwykle wyższa.</translation>
    </message>
    <message>
        <source>What the colours tell you</source>
        <extracomment>Lesson heading: the map&apos;s colours</extracomment>
        <translation>Co oznaczają kolory</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light blue:&lt;/b&gt; open ocean.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Jasnoniebieski:&lt;/b&gt; otwarty ocean.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dark frame:&lt;/b&gt; the cell just added (ADD), or the new seed.</source>
        <extracomment>Lesson, island colours: the highlight of the step just taken</extracomment>
        <translation>&lt;b&gt;Żółtozielony z ciemną ramką:&lt;/b&gt; właśnie dodana komórka (DODAJ) albo nowy zarodek.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light green with a dotted green frame:&lt;/b&gt; the valid candidates around that cell at this moment.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Jasnozielony z zieloną kropkowaną ramką:&lt;/b&gt; poprawni kandydaci wokół tej komórki w tej chwili.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red with a white cross:&lt;/b&gt; the cell just backtracked. While the build plays forwards, backtracked cells flash red and fade out.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Czerwony z białym krzyżykiem:&lt;/b&gt; komórka właśnie cofnięta (NAWRÓT). Podczas odtwarzania budowy do przodu cofnięte komórki błyskają na czerwono i stopniowo znikają.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark navy:&lt;/b&gt; a pit, blocked for ever. Only you add or remove pits.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Ciemnogranatowy:&lt;/b&gt; dół, zablokowany na zawsze. Doły dodaje i usuwa wyłącznie użytkownik.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <translation>&lt;b&gt;Widok ▸ Paleta dla daltonistów&lt;/b&gt; nadaje wyspom kolory Okabe–Ito (żółty dla właśnie dodanej komórki, pomarańczowy dla nawrotu). Ramki i krzyżyki pozostają, więc żadna informacja nie jest przekazywana samym kolorem.</translation>
    </message>
    <message>
        <source>Controls</source>
        <extracomment>Lesson heading: what each control does</extracomment>
        <translation>Sterowanie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Number of islands:&lt;/b&gt; 1 to 8 islands in one run. With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Liczba wysp:&lt;/b&gt; od 1 do 8 wysp w jednym przebiegu. Przy jednej wyspie lekcja odpowiada etapowi 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Min and max island size:&lt;/b&gt; each island aims for a random size in this range. If the minimum is larger than the maximum, the two are swapped.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Minimalny i maksymalny rozmiar wyspy:&lt;/b&gt; każda wyspa dąży do losowego rozmiaru z tego zakresu. Jeśli minimum jest większe niż maksimum, obie wartości są zamieniane.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomize:&lt;/b&gt; on, the candidates are shuffled and the shapes look natural; off, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Losowa kolejność:&lt;/b&gt; gdy jest włączona, kandydaci są tasowani, a kształty wyglądają naturalnie; gdy jest wyłączona, kandydaci są sprawdzani w stałej kolejności: góra, lewo, prawo, dół. Daje to regularne kształty, a przy wielu dołach znacznie więcej nawrotów.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule:&lt;/b&gt; Stage 6a (orthogonal) or Stage 6b (all 8 neighbours).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Reguła:&lt;/b&gt; etap 6a (ortogonalna) albo etap 6b (wszystkich 8 sąsiadów).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; after this many steps a build stops as too complex.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Limit kroków:&lt;/b&gt; po tylu krokach budowa zatrzymuje się jako zbyt złożona.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed with the same settings always gives the same map, so a whole class can follow one example. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Ziarno:&lt;/b&gt; to samo ziarno przy tych samych ustawieniach zawsze daje tę samą mapę, więc cała klasa może śledzić jeden przykład. &lt;b&gt;Nowe ziarno&lt;/b&gt; losuje inne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows and columns:&lt;/b&gt; the size of the grid.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Wiersze i kolumny:&lt;/b&gt; rozmiar siatki.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Allow pit placement:&lt;/b&gt; drag with the left mouse button to paint pits and with the right button to erase them; Space sets or removes the pit under the cell cursor. &lt;b&gt;Sprinkle!&lt;/b&gt; scatters random pits at the chosen density.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Pozwól umieszczać doły:&lt;/b&gt; przeciąganie z wciśniętym lewym przyciskiem myszy rysuje doły, a z prawym je usuwa; Spacja dodaje lub usuwa dół pod kursorem komórki. &lt;b&gt;Rozsyp!&lt;/b&gt; rozmieszcza losowe doły z wybraną gęstością.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; (F5) builds the map and plays the build. &lt;b&gt;Reset&lt;/b&gt; (R) clears islands and log but keeps the pits. &lt;b&gt;Clear&lt;/b&gt; (C) removes the pits too.</source>
        <extracomment>Lesson, island controls; F5, R and C are keys</extracomment>
        <translation>&lt;b&gt;Uruchom&lt;/b&gt; (F5) buduje mapę i odtwarza budowę. &lt;b&gt;Resetuj&lt;/b&gt; (R) czyści wyspy i dziennik, ale zachowuje doły. &lt;b&gt;Wyczyść&lt;/b&gt; (C) usuwa także doły.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause (Space), one step back or forwards (Left, Right), back to the start or on to the end (Home, End), and the timeline to jump to any step. Speed 1 shows about two steps a second, speed 10 as many as the screen allows.</source>
        <extracomment>Lesson, island controls: the playback bar; Space, Left, Right, Home, End are keys</extracomment>
        <translation>&lt;b&gt;Pod mapą:&lt;/b&gt; odtwarzanie i pauza (Spacja), jeden krok wstecz lub naprzód (strzałka w lewo, w prawo), powrót na początek lub przejście na koniec (Home, End) oraz oś czasu, by przeskoczyć do dowolnego kroku. Szybkość 1 pokazuje około dwóch kroków na sekundę, szybkość 10 tyle, ile pozwala ekran.</translation>
    </message>
    <message>
        <source>Every change to pits and settings can be undone (Edit ▸ Undo).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>Każdą zmianę dołów i ustawień można cofnąć (Edycja ▸ Cofnij).</translation>
    </message>
    <message>
        <source>Reading the recursion log</source>
        <extracomment>Lesson heading: how to read the recursion log</extracomment>
        <translation>Jak czytać dziennik rekurencji</translation>
    </message>
    <message>
        <source>The log has one line per step. Each line is indented by the depth of the recursion, so you can watch the search go deeper and come back.</source>
        <extracomment>Lesson, recursion log: the layout of the log</extracomment>
        <translation>Dziennik ma jeden wiersz na każdy krok. Każdy wiersz jest wcięty według głębokości rekurencji, więc widać, jak przeszukiwanie schodzi głębiej i wraca.</translation>
    </message>
    <message>
        <source>%1: the seed of island 1 is placed in row 3, column 14; growth starts.</source>
        <extracomment>Lesson, recursion log; %1 is a seed line of the log, as the log shows it</extracomment>
        <translation>%1: zarodek wyspy 1 zostaje umieszczony w wierszu 3, kolumnie 14; zaczyna się wzrost.</translation>
    </message>
    <message>
        <source>%1: the cell was added and the search goes one level deeper.</source>
        <extracomment>Lesson, recursion log; %1 is an ADD line of the log</extracomment>
        <translation>%1: komórka została dodana, a przeszukiwanie schodzi o poziom głębiej.</translation>
    </message>
    <message>
        <source>%1: every path through this cell failed; it is water again and the next candidate is tried.</source>
        <extracomment>Lesson, recursion log; %1 is a BACKTRACK line of the log</extracomment>
        <translation>%1: każda ścieżka przez tę komórkę zawiodła; komórka znów jest wodą i sprawdzany jest następny kandydat.</translation>
    </message>
    <message>
        <source>%1: the island reached its target size.</source>
        <extracomment>Lesson, recursion log; %1 is the line of a completed island</extracomment>
        <translation>%1: wyspa osiągnęła rozmiar docelowy.</translation>
    </message>
    <message>
        <source>%1, %2 or %3: the island could not be grown. Its seed becomes water again and the next island starts.</source>
        <extracomment>Lesson, recursion log; %1, %2, %3 are the three lines of a failed island</extracomment>
        <translation>%1, %2 lub %3: wyspa nie mogła urosnąć. Jej zarodek znów staje się wodą i zaczyna się następna wyspa.</translation>
    </message>
    <message>
        <source>%1: every island has been tried.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a finished build</extracomment>
        <translation>%1: wypróbowano wszystkie wyspy.</translation>
    </message>
    <message>
        <source>%1: the step limit was reached and the build stopped.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a build that hit the step limit</extracomment>
        <translation>%1: osiągnięto limit kroków i budowa się zatrzymała.</translation>
    </message>
    <message>
        <source>Click a line, or select it and press Enter, to show the map exactly as it was after that step. The line of the step shown is highlighted, and its tooltip gives the step number and the depth.</source>
        <extracomment>Lesson, recursion log: clicking a line</extracomment>
        <translation>Kliknij wiersz albo zaznacz go i naciśnij Enter, aby zobaczyć mapę dokładnie taką, jaka była po tym kroku. Wiersz pokazanego kroku jest wyróżniony, a jego podpowiedź podaje numer kroku i głębokość.</translation>
    </message>
    <message>
        <source>Reading the Code and Call Stack docks</source>
        <extracomment>Lesson heading: the Code, Call Stack and Cell Inspector docks</extracomment>
        <translation>Jak czytać panele Kod i Stos wywołań</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. Lines marked NEW IN 6b are the 8-neighbour check; switch the rule and they disappear. The &lt;b&gt;Call Stack&lt;/b&gt; dock lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one; select a call to outline its cell and candidates on the map. The &lt;b&gt;Cell Inspector&lt;/b&gt; says for the cell under the map&apos;s cursor whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson, algorithm docks: how the Code and Call Stack docks follow the steps</extracomment>
        <translation>Panel &lt;b&gt;Kod&lt;/b&gt; pokazuje algorytm jako pseudokod i wyróżnia wiersz wykonywany w bieżącym kroku: wiersz zarodka, ADD wewnątrz grow() (w dzienniku: DODAJ), BACKTRACK po nieudanym wywołaniu (w dzienniku: NAWRÓT). Wiersze oznaczone NOWE W 6b to sprawdzanie 8 sąsiadów; po zmianie reguły znikają. Panel &lt;b&gt;Stos wywołań&lt;/b&gt; wymienia wywołania grow(), które jeszcze trwają, od zarodka do bieżącej komórki: komórkę każdego wywołania, rozmiar wyspy w porównaniu z rozmiarem docelowym oraz kandydatów w kolejności sprawdzania, x oznacza ścieżkę, która zawiodła, &amp;gt; tę, która jest właśnie sprawdzana. Każde ADD odkłada wywołanie na stos, każde BACKTRACK zdejmuje jedno; wybierz wywołanie, aby obrysować na mapie jego komórkę i kandydatów. &lt;b&gt;Inspektor komórek&lt;/b&gt; mówi o komórce pod kursorem mapy, czy jest teraz poprawnym kandydatem, a jeśli nie, która reguła i która komórka ją wykluczają.</translation>
    </message>
    <message>
        <source>Too complex</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>Zbyt złożone</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the workbench responsive.</source>
        <translation>Przy wielu dołach i wyłączonej losowej kolejności drzewo przeszukiwania może rosnąć wykładniczo: algorytm może wypróbować miliony ścieżek, zanim się podda. Dwa zabezpieczenia sprawiają, że program nadal reaguje.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reachability check:&lt;/b&gt; before an island grows, the cells it could reach from its seed are counted. If there are fewer than its target size, the island fails at once instead of searching in vain.</source>
        <extracomment>Lesson, too complex: the first guard</extracomment>
        <translation>&lt;b&gt;Sprawdzenie osiągalności:&lt;/b&gt; zanim wyspa zacznie rosnąć, liczone są komórki, do których mogłaby dotrzeć ze swojego zarodka. Jeśli jest ich mniej, niż wynosi jej rozmiar docelowy, wyspa od razu kończy się niepowodzeniem, zamiast szukać na próżno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; when the log reaches the step limit (%1 by default), the build stops with %2. The island that was growing is removed; islands already complete stay.</source>
        <extracomment>Lesson, too complex: the second guard; %1 is the default step limit, %2 the log&apos;s last line</extracomment>
        <translation>&lt;b&gt;Limit kroków:&lt;/b&gt; gdy dziennik osiągnie limit kroków (domyślnie %1), budowa zatrzymuje się wpisem %2. Wyspa, która właśnie rosła, zostaje usunięta; wyspy już gotowe pozostają.</translation>
    </message>
    <message>
        <source>Dungeon: tiles with half-doors</source>
        <extracomment>Lesson heading, dungeon</extracomment>
        <translation>Loch: płytki z półdrzwiami</translation>
    </message>
    <message>
        <source>Now every cell of the grid takes a square tile: a room or a hall. Each side of a tile has two half-doors, one on each side of the middle of that side, so a tile has eight half-doors in all. A tile is described by the half-doors it opens.</source>
        <extracomment>Lesson, dungeon: half-doors</extracomment>
        <translation>Teraz każda komórka siatki dostaje kwadratową płytkę: komnatę albo korytarz. Każdy bok płytki ma dwoje półdrzwi, po jednych z każdej strony środka tego boku, więc płytka ma łącznie ośmioro półdrzwi. Płytkę opisuje się przez półdrzwi, które otwiera.</translation>
    </message>
    <message>
        <source>The default tile set has three templates: the &lt;b&gt;big room&lt;/b&gt; opens all eight half-doors; the &lt;b&gt;small room&lt;/b&gt; opens the right half of the top side and the upper half of the right side; the &lt;b&gt;hall&lt;/b&gt; opens the upper halves of the left and right sides, a corridor along the top. A scenario may bring its own tile set, but it must contain a big room, so that every cell can be filled.</source>
        <extracomment>Lesson, dungeon: the default tile set</extracomment>
        <translation>Domyślny zestaw płytek ma trzy szablony: &lt;b&gt;duża komnata&lt;/b&gt; otwiera wszystkie półdrzwi; &lt;b&gt;mała komnata&lt;/b&gt; otwiera prawą połowę górnego boku i górną połowę prawego boku; &lt;b&gt;korytarz&lt;/b&gt; otwiera górne połowy lewego i prawego boku, czyli przejście wzdłuż górnej krawędzi. Scenariusz może mieć własny zestaw płytek, ale musi on zawierać dużą komnatę, aby dało się wypełnić każdą komórkę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotation:&lt;/b&gt; every template may be placed in four rotations. A quarter turn clockwise moves the top half-doors to the right side, the right ones to the bottom, and so on. A rotation that looks like one already listed is not listed twice.</source>
        <extracomment>Lesson, dungeon: rotation</extracomment>
        <translation>&lt;b&gt;Obrót:&lt;/b&gt; każdy szablon można położyć w czterech obrotach. Ćwierć obrotu zgodnie z ruchem wskazówek zegara przenosi górne półdrzwi na prawy bok, prawe na dolny i tak dalej. Obrót, który wygląda tak samo jak już wymieniony, nie jest wymieniany drugi raz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror matching:&lt;/b&gt; where two tiles meet, their half-doors face each other as mirror images: the left half of the upper tile&apos;s bottom side faces the left half of the lower tile&apos;s top side, and the upper half of the left tile&apos;s right side faces the upper half of the right tile&apos;s left side. Two tiles are joined by a passage when at least one such pair is open on both sides.</source>
        <extracomment>Lesson, dungeon: how half-doors meet across an edge</extracomment>
        <translation>&lt;b&gt;Dopasowanie lustrzane:&lt;/b&gt; tam, gdzie stykają się dwie płytki, ich półdrzwi leżą naprzeciw siebie jak odbicia lustrzane: lewa połowa dolnego boku górnej płytki leży naprzeciw lewej połowy górnego boku dolnej płytki, a górna połowa prawego boku lewej płytki naprzeciw górnej połowy lewego boku prawej płytki. Dwie płytki łączy przejście, gdy co najmniej jedna taka para jest otwarta po obu stronach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Required and allowed:&lt;/b&gt; every empty cell keeps two sets of half-doors. &lt;i&gt;Required&lt;/i&gt; are those its filled neighbours have opened towards it; they must be answered. &lt;i&gt;Allowed&lt;/i&gt; are those it may still open: at first all of them except those facing the edge of the map or a pit. A tile placed on the cell opens only what is allowed.</source>
        <extracomment>Lesson, dungeon: required and allowed half-doors</extracomment>
        <translation>&lt;b&gt;Wymagane i dozwolone:&lt;/b&gt; każda pusta komórka ma dwa zbiory półdrzwi. &lt;i&gt;Wymagane&lt;/i&gt; to te, które jej wypełnieni sąsiedzi otworzyli w jej stronę; trzeba na nie odpowiedzieć. &lt;i&gt;Dozwolone&lt;/i&gt; to te, które komórka może jeszcze otworzyć: na początku wszystkie oprócz tych, które wychodzą na krawędź mapy lub na dół. Płytka położona na komórce otwiera tylko to, co dozwolone.</translation>
    </message>
    <message>
        <source>When a tile is placed, each neighbour is updated. An empty neighbour that gets half-doors towards it may open exactly their mirror images on that side, and joins the fill queue; one that gets none may open nothing on that side. A filled neighbour&apos;s half-doors that the new tile does not answer are &lt;i&gt;clipped&lt;/i&gt;: removed, so that no half-door ever leads into a wall.</source>
        <extracomment>Lesson, dungeon: what a placement does to the neighbours</extracomment>
        <translation>Po położeniu płytki aktualizowany jest każdy sąsiad. Pusty sąsiad, w którego stronę prowadzą półdrzwi, może na tym boku otworzyć dokładnie ich lustrzane odbicia i trafia do kolejki wypełniania; sąsiad, w którego stronę nie prowadzą żadne, nie może na tym boku nic otworzyć. Półdrzwi wypełnionego sąsiada, na które nowa płytka nie odpowiada, zostają &lt;i&gt;przycięte&lt;/i&gt;: usunięte, tak aby żadne półdrzwi nigdy nie prowadziły w ścianę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The fill queue:&lt;/b&gt; the build draws a start and an end cell and places a big room on each. Every neighbour that a placed tile opens half-doors towards joins the back of the queue, in the order up, right, down, left. The generator takes the cell at the front of the queue, lists the candidates (every template in every rotation) that pass both rules below, draws one of them at random and places it. A cell that is filled already is skipped. When the queue is empty, the dungeon is finished; cells that never joined the queue stay solid rock.</source>
        <extracomment>Lesson, dungeon: the fill queue</extracomment>
        <translation>&lt;b&gt;Kolejka wypełniania:&lt;/b&gt; budowa losuje komórkę startu i komórkę mety i kładzie na każdej dużą komnatę. Każdy sąsiad, w którego stronę położona płytka otwiera półdrzwi, trafia na koniec kolejki, w kolejności: góra, prawo, dół, lewo. Generator bierze komórkę z początku kolejki, wypisuje kandydatów (każdy szablon w każdym obrocie), którzy spełniają obie poniższe reguły, losuje jednego z nich i go kładzie. Komórka już wypełniona jest pomijana. Gdy kolejka jest pusta, loch jest gotowy; komórki, które nigdy nie trafiły do kolejki, pozostają litą skałą.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 1:&lt;/b&gt; on every side where the cell has required half-doors, the candidate must open at least one of them.</source>
        <extracomment>Lesson, dungeon: candidate rule 1</extracomment>
        <translation>&lt;b&gt;Reguła 1:&lt;/b&gt; na każdym boku, na którym komórka ma wymagane półdrzwi, kandydat musi otworzyć co najmniej jedne z nich.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 2:&lt;/b&gt; after placing the candidate, a path from the start to the end must still be possible: through passages between filled tiles, through open half-doors into empty cells, and across empty cells, which count as open on every side. A candidate that would cut the last such path is rejected.</source>
        <extracomment>Lesson, dungeon: candidate rule 2</extracomment>
        <translation>&lt;b&gt;Reguła 2:&lt;/b&gt; po położeniu kandydata wciąż musi być możliwa ścieżka od startu do mety: przez przejścia między wypełnionymi płytkami, przez otwarte półdrzwi do pustych komórek i przez puste komórki, które liczą się jako otwarte z każdej strony. Kandydat, który przeciąłby ostatnią taką ścieżkę, zostaje odrzucony.</translation>
    </message>
    <message>
        <source>A big room passes both rules everywhere, so a queued cell always gets a tile, and when the queue runs empty, the start and the end are joined by a chain of passages.</source>
        <extracomment>Lesson, dungeon: why a start-to-end path always exists</extracomment>
        <translation>Duża komnata wszędzie spełnia obie reguły, więc komórka z kolejki zawsze dostaje płytkę, a gdy kolejka się opróżni, start i metę łączy łańcuch przejść.</translation>
    </message>
    <message>
        <source>What you see on the map</source>
        <extracomment>Lesson heading: what the dungeon map shows</extracomment>
        <translation>Co widać na mapie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Green disc with S, purple disc with E:&lt;/b&gt; the start and the end.</source>
        <extracomment>Lesson, dungeon map; S and E are the letters drawn on the map (translate them as there)</extracomment>
        <translation>&lt;b&gt;Zielony krążek z S, fioletowy krążek z M:&lt;/b&gt; start i meta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue dashed frame:&lt;/b&gt; an empty cell waiting in the fill queue.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Niebieska przerywana ramka:&lt;/b&gt; pusta komórka czekająca w kolejce wypełniania.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Amber with a solid frame:&lt;/b&gt; the tile being placed at this step.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Bursztynowy z ciągłą ramką:&lt;/b&gt; płytka kładziona w tym kroku.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dotted frame:&lt;/b&gt; the cell whose candidates are being checked.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Żółtozielony z kropkowaną ramką:&lt;/b&gt; komórka, której kandydaci są właśnie sprawdzani.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red, fading:&lt;/b&gt; half-doors that were just clipped.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Czerwone, blednące:&lt;/b&gt; półdrzwi właśnie przycięte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Crimson line:&lt;/b&gt; when the build is finished, one shortest path from the start to the end.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Karmazynowa linia:&lt;/b&gt; po zakończeniu budowy jedna z najkrótszych ścieżek od startu do mety.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; changes the colours; frames, crosses and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson, dungeon map; the menu path View &gt; Colour-Blind-Safe Palette</extracomment>
        <translation>&lt;b&gt;Widok ▸ Paleta dla daltonistów&lt;/b&gt; zmienia kolory; ramki, krzyżyki i litery pozostają, więc żadna informacja nie jest przekazywana samym kolorem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed always gives the same dungeon. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Ziarno:&lt;/b&gt; to samo ziarno zawsze daje ten sam loch. &lt;b&gt;Nowe ziarno&lt;/b&gt; losuje inne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows, columns and pits:&lt;/b&gt; the grid and its obstacles, set as in the island lessons; the dungeon is built around the pits.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Wiersze, kolumny i doły:&lt;/b&gt; siatka i jej przeszkody, ustawiane tak jak w lekcjach o wyspach; loch jest budowany wokół dołów.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile set:&lt;/b&gt; add, remove and rename templates, and click a half-door of the selected template to open or close it. The big room must stay.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Zestaw płytek:&lt;/b&gt; dodawaj, usuwaj szablony i zmieniaj ich nazwy, a kliknięciem półdrzwi wybranego szablonu otwieraj je lub zamykaj. Duża komnata musi pozostać.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile inspector:&lt;/b&gt; click a cell to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and every candidate checked for it with its verdict.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Inspektor płytek:&lt;/b&gt; kliknij komórkę, aby zobaczyć jej płytkę, obrót i drzwi, a w przypadku pustej komórki półdrzwi, które może otworzyć i które musi otworzyć, oraz każdego sprawdzonego dla niej kandydata wraz z werdyktem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; builds the dungeon and plays the build; &lt;b&gt;Reset&lt;/b&gt; clears it and keeps the pits; &lt;b&gt;Clear&lt;/b&gt; removes the pits too.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Uruchom&lt;/b&gt; buduje loch i odtwarza budowę; &lt;b&gt;Resetuj&lt;/b&gt; czyści go i zachowuje doły; &lt;b&gt;Wyczyść&lt;/b&gt; usuwa także doły.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause, step back and forwards, the timeline and the speed work as in the island lessons.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Pod mapą:&lt;/b&gt; odtwarzanie i pauza, krok wstecz i naprzód, oś czasu oraz szybkość działają tak jak w lekcjach o wyspach.</translation>
    </message>
    <message>
        <source>Half-doors are written as a number in hexadecimal, one bit each, clockwise from the left half of the top side: 0x01 top left, 0x02 top right, 0x04 right upper, 0x08 right lower, 0x10 bottom right, 0x20 bottom left, 0x40 left lower, 0x80 left upper. A big room is 0xFF.</source>
        <extracomment>Lesson, dungeon log: door masks</extracomment>
        <translation>Półdrzwi zapisuje się jako liczbę szesnastkową, po jednym bicie na każde, zgodnie z ruchem wskazówek zegara, zaczynając od lewej połowy górnego boku: 0x01 u góry z lewej, 0x02 u góry z prawej, 0x04 z prawej u góry, 0x08 z prawej u dołu, 0x10 u dołu z prawej, 0x20 u dołu z lewej, 0x40 z lewej u dołu, 0x80 z lewej u góry. Duża komnata to 0xFF.</translation>
    </message>
    <message>
        <source>%1, %2: the start and the end were drawn.</source>
        <extracomment>Lesson, dungeon log; %1 and %2 are the first two lines of a build</extracomment>
        <translation>%1, %2: wylosowano start i metę.</translation>
    </message>
    <message>
        <source>%1: a tile was placed; its doors are the half-doors it opened.</source>
        <extracomment>Lesson, dungeon log; %1 is a placement line</extracomment>
        <translation>%1: położono płytkę; jej drzwi to półdrzwi, które otworzyła.</translation>
    </message>
    <message>
        <source>%1: a neighbour got half-doors towards the new tile and joins the back of the queue.</source>
        <extracomment>Lesson, dungeon log; %1 is a queue line</extracomment>
        <translation>%1: sąsiad dostał półdrzwi w stronę nowej płytki i trafia na koniec kolejki.</translation>
    </message>
    <message>
        <source>%1: half-doors of a filled neighbour that the new tile did not answer were removed.</source>
        <extracomment>Lesson, dungeon log; %1 is a clip line</extracomment>
        <translation>%1: usunięto półdrzwi wypełnionego sąsiada, na które nowa płytka nie odpowiedziała.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 1.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 1</extracomment>
        <translation>%1: odrzucony przez regułę 1.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 2.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 2</extracomment>
        <translation>%1: odrzucony przez regułę 2.</translation>
    </message>
    <message>
        <source>%1: the cell at the front of the queue has a tile already.</source>
        <extracomment>Lesson, dungeon log; %1 is a skip line</extracomment>
        <translation>%1: komórka z początku kolejki ma już płytkę.</translation>
    </message>
    <message>
        <source>%1: the queue ran empty; the dungeon is finished.</source>
        <extracomment>Lesson, dungeon log; %1 is the last line of a build</extracomment>
        <translation>%1: kolejka się opróżniła; loch jest gotowy.</translation>
    </message>
    <message>
        <source>Indented lines are details: the rejected candidates for a cell come just before the tile placed on it, its clips and queue entries just after. Click a line to show the map exactly as it was after that step.</source>
        <extracomment>Lesson, dungeon log: indented lines</extracomment>
        <translation>Wiersze z wcięciem to szczegóły: odrzuceni kandydaci dla komórki stoją tuż przed płytką na niej położoną, a jej przycięcia i wpisy do kolejki tuż po niej. Kliknij wiersz, aby zobaczyć mapę dokładnie taką, jaka była po tym kroku.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock highlights the line of the current step; the &lt;b&gt;Call Stack&lt;/b&gt; dock shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open.</source>
        <extracomment>Lesson, dungeon: the Code and Call Stack docks</extracomment>
        <translation>Panel &lt;b&gt;Kod&lt;/b&gt; wyróżnia wiersz bieżącego kroku; panel &lt;b&gt;Stos wywołań&lt;/b&gt; pokazuje wypełnianą komórkę z dotychczasowymi werdyktami dla jej kandydatów, a potem kolejkę wypełniania po kolei z bokami, które każda komórka musi otworzyć.</translation>
    </message>
    <message>
        <source>Too complex?</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>Zbyt złożone?</translation>
    </message>
    <message>
        <source>A dungeon needs no step limit. Every cell gets at most one tile, a big room always fits, and each candidate is checked once, so every build finishes. What can go wrong is checked before it starts: with fewer than two open cells, or when pits cut the start off from the end, the build is refused at once with a message.</source>
        <extracomment>Lesson, dungeon: why no step limit is needed</extracomment>
        <translation>Loch nie potrzebuje limitu kroków. Każda komórka dostaje najwyżej jedną płytkę, duża komnata zawsze pasuje, a każdy kandydat jest sprawdzany raz, więc każda budowa się kończy. To, co może pójść źle, jest sprawdzane, zanim budowa się zacznie: gdy otwartych komórek jest mniej niż dwie albo gdy doły odcinają start od mety, budowa zostaje od razu odrzucona z komunikatem.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Lesson in the web page: a control&apos;s label, as the text names it; use your language&apos;s quotation marks</extracomment>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>%1, %2 and %3: 1 to 8 islands, each aiming for a random size between the minimum and the maximum (if the minimum is larger, the two are swapped). With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson in the web page, island controls; %1, %2, %3 name the fields for the number of islands, the minimum and the maximum size</extracomment>
        <translation>%1, %2 i %3: od 1 do 8 wysp, każda dąży do losowego rozmiaru między minimum a maksimum (jeśli minimum jest większe, obie wartości są zamieniane). Przy jednej wyspie lekcja to etap 3.</translation>
    </message>
    <message>
        <source>%1: ticked, the candidates are shuffled and the shapes look natural; not ticked, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the Randomize check box</extracomment>
        <translation>%1: gdy jest zaznaczone, kandydaci są tasowani, a kształty wyglądają naturalnie; gdy nie jest, kandydaci są sprawdzani w stałej kolejności: góra, lewo, prawo, dół. Daje to regularne kształty, a przy wielu dołach znacznie więcej nawrotów.</translation>
    </message>
    <message>
        <source>%1: 6a (orthogonal) or 6b (all 8 neighbours). %2: after this many steps a build stops as too complex.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the rule, %2 the step limit</extracomment>
        <translation>%1: 6a (ortogonalna) lub 6b (wszystkich 8 sąsiadów). %2: po tylu krokach budowa zatrzymuje się jako zbyt złożona.</translation>
    </message>
    <message>
        <source>%1: the same seed with the same settings always gives the same map, so a whole class can follow one example.</source>
        <extracomment>Lesson in the web page, controls; %1 names the seed field</extracomment>
        <translation>%1: to samo ziarno przy tych samych ustawieniach zawsze daje tę samą mapę, więc cała klasa może śledzić jeden przykład.</translation>
    </message>
    <message>
        <source>%1: while it is ticked, drag on the map to paint pits (%2) or to erase them (%3); %4 takes back the last stroke. %5 scatters random pits over the open cells at the %6 given.</source>
        <extracomment>Lesson in the web page, controls; %1 the check box that lets a drag paint, %2 and %3 the pit and eraser tools, %4 the button that takes back a stroke, %5 the Sprinkle! button, %6 its density field</extracomment>
        <translation>%1: gdy jest zaznaczone, przeciągaj po mapie, aby rysować doły (%2) lub je usuwać (%3); %4 cofa ostatnie pociągnięcie. %5 rozrzuca losowe doły po wolnych komórkach z podaną wartością %6.</translation>
    </message>
    <message>
        <source>%1 builds the map with these settings and pits and plays the build; %2 stops a build under way, and the map before it stays.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Start button, %2 the Cancel button</extracomment>
        <translation>%1 buduje mapę z tymi ustawieniami i dołami i odtwarza budowę; %2 zatrzymuje trwającą budowę, a poprzednia mapa zostaje.</translation>
    </message>
    <message>
        <source>Below the map: %1 plays and pauses (Space); %2 and %3 go one step back or forwards (the Left and Right arrow keys); %4 and %5 go to the start or to the end (Home, End); the timeline jumps to any step. %6 1 shows about two steps a second, 10 as many as the screen allows.</source>
        <extracomment>Lesson in the web page, the playback bar; %1 Play, %2 Step back, %3 Step, %4 First, %5 Last, %6 Speed. Space, Home, End and the arrow keys are keys: in a right-to-left page the Left arrow steps forwards and the Right arrow back</extracomment>
        <translation>Pod mapą: %1 odtwarza i wstrzymuje (Spacja); %2 i %3 przechodzą o krok wstecz lub naprzód (strzałki w lewo i w prawo); %4 i %5 przechodzą na początek lub na koniec (Home, End); oś czasu przeskakuje do dowolnego kroku. %6 1 pokazuje około dwóch kroków na sekundę, 10 tyle, ile pozwala ekran.</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 zoom into a large map and move the part shown.</source>
        <extracomment>Lesson in the web page, controls; %1..%4 name the zoom and pan buttons</extracomment>
        <translation>%1, %2, %3 i %4 powiększają dużą mapę i przesuwają pokazywany fragment.</translation>
    </message>
    <message>
        <source>%1: make every step of the build yourself on the map; each move is checked, and a wrong one says why. %2 shows the right move (hints are counted).</source>
        <extracomment>Lesson in the web page, controls; %1 names You Are the Algorithm&apos;s button, %2 Hint</extracomment>
        <translation>%1: wykonaj sam każdy krok budowy na mapie; każdy ruch jest sprawdzany, a błędny mówi, dlaczego. %2 pokazuje właściwy ruch (podpowiedzi są liczone).</translation>
    </message>
    <message>
        <source>%1 copies a link to this lesson with your pits and settings: open it later, or hand it on, and the same map comes back.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Copy link button</extracomment>
        <translation>%1 kopiuje link do tej lekcji z twoimi dołami i ustawieniami: otwórz go później albo przekaż dalej, a wróci ta sama mapa.</translation>
    </message>
    <message>
        <source>The panels %1, %2 and %3</source>
        <extracomment>Lesson heading in the web page: the Code, Call Stack and Why this cell? panels; %1, %2, %3 are their names</extracomment>
        <translation>Panele %1, %2 i %3</translation>
    </message>
    <message>
        <source>%1 highlights the line of the current step; %2 shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open. %3: tap a cell of the map, or point at it, to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and the candidates checked for it with their verdicts.</source>
        <extracomment>Lesson in the web page, dungeon: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 wyróżnia wiersz bieżącego kroku; %2 pokazuje wypełnianą komórkę z dotychczasowymi werdyktami dla jej kandydatów, a potem kolejkę wypełniania po kolei z bokami, które każda komórka musi otworzyć. %3: dotknij komórki mapy lub wskaż ją, aby zobaczyć jej płytkę, obrót i drzwi, a w przypadku pustej komórki półdrzwi, które może otworzyć i które musi otworzyć, oraz sprawdzonych dla niej kandydatów wraz z werdyktami.</translation>
    </message>
    <message>
        <source>%1 shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. %2 lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one. %3: tap a cell of the map, or point at it, to see whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson in the web page, islands: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 pokazuje algorytm jako pseudokod i wyróżnia wiersz wykonywany w bieżącym kroku: wiersz zarodka, ADD wewnątrz grow() (w dzienniku: DODAJ), BACKTRACK po nieudanym wywołaniu (w dzienniku: NAWRÓT). %2 wymienia wywołania grow(), które jeszcze trwają, od zarodka do bieżącej komórki: komórkę każdego wywołania, rozmiar wyspy w porównaniu z rozmiarem docelowym oraz kandydatów w kolejności sprawdzania, x oznacza ścieżkę, która zawiodła, &amp;gt; tę, która jest właśnie sprawdzana. Każde ADD odkłada wywołanie na stos, każde BACKTRACK zdejmuje jedno. %3: dotknij komórki mapy lub wskaż ją, aby zobaczyć, czy jest teraz poprawnym kandydatem, a jeśli nie, która reguła i która komórka ją wykluczają.</translation>
    </message>
    <message>
        <source>%1: %2 gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, island colours; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 nadaje wyspom kolory Okabe–Ito (żółty dla właśnie dodanej komórki, pomarańczowy dla nawrotu). Ramki i krzyżyki pozostają, więc żadna informacja nie jest przekazywana samym kolorem.</translation>
    </message>
    <message>
        <source>Click a line to show the map exactly as it was after that step. The line of the step shown is highlighted.</source>
        <extracomment>Lesson in the web page, recursion log: clicking a line</extracomment>
        <translation>Kliknij wiersz, aby pokazać mapę dokładnie taką, jaka była po tym kroku. Wiersz pokazywanego kroku jest wyróżniony.</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the lesson responsive.</source>
        <extracomment>Lesson in the web page, too complex: the problem</extracomment>
        <translation>Przy wielu dołach i wyłączonej losowej kolejności drzewo przeszukiwania może rosnąć wykładniczo: algorytm może wypróbować miliony ścieżek, zanim się podda. Dwa zabezpieczenia sprawiają, że lekcja nadal reaguje.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue:&lt;/b&gt; an empty cell waiting in the fill queue; a blue frame marks the cells this step queued.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Niebieski:&lt;/b&gt; pusta komórka czekająca w kolejce wypełniania; niebieska ramka oznacza komórki dodane do kolejki w tym kroku.</translation>
    </message>
    <message>
        <source>%1: %2 changes the colours; frames and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, dungeon map; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 zmienia kolory; ramki i litery pozostają, więc żadna informacja nie jest przekazywana samym kolorem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eight island colours:&lt;/b&gt; every island keeps its own colour, and shows its number when the cells are large enough, its pattern of lines or dots when they are not.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Osiem kolorów wysp:&lt;/b&gt; każda wyspa ma własny kolor i pokazuje swój numer, gdy komórki są wystarczająco duże, a gdy nie są – swój wzór z linii lub kropek.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark rock:&lt;/b&gt; a cell without a tile. Faint lines between rock cells let you count cells.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Ciemna skała:&lt;/b&gt; komórka bez płytki. Delikatne linie między komórkami skały pozwalają liczyć komórki.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cream floor inside grey-brown walls:&lt;/b&gt; a placed tile. Each open half-door is a gap in the wall, on its half of the side; where two gaps face each other, there is a passage.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Kremowa podłoga w szarobrązowych ścianach:&lt;/b&gt; położona płytka. Każde otwarte półdrzwi to przerwa w ścianie, na swojej połowie boku; tam, gdzie dwie przerwy leżą naprzeciw siebie, jest przejście.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Szarofioletowy:&lt;/b&gt; dół, zablokowany na zawsze; nigdy nie jest wypełniany i żadne półdrzwi nie wychodzą na niego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey with a cross:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Szarofioletowy z krzyżykiem:&lt;/b&gt; dół, zablokowany na zawsze; nigdy nie jest wypełniany i żadne półdrzwi nie wychodzą na niego.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Step %L1, depth %L2</source>
        <extracomment>Tooltip of a recursion log line: %1 step number, %2 recursion depth</extracomment>
        <translation>Krok %L1, głębokość %L2</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Recursion log</source>
        <extracomment>Name of the recursion log list for screen readers</extracomment>
        <translation>Dziennik rekurencji</translation>
    </message>
    <message>
        <source>One line per step, indented by recursion depth. Click a line to show the map after that step.</source>
        <translation>Jeden wiersz na krok, z wcięciem według głębokości rekurencji. Kliknij wiersz, aby zobaczyć mapę po tym kroku.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lesson Choice</source>
        <extracomment>Toolbar with the two lessons, islands and dungeon (not the Lesson panel)</extracomment>
        <translation>Wybór lekcji</translation>
    </message>
    <message>
        <source>About Mapgen Workbench</source>
        <translation>O programie Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Budowa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Panels and &amp;Toolbars</source>
        <translation>Panele i paski &amp;narzędzi</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Plik</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edycja</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lekcja</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Budowa</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Widok</translation>
    </message>
    <message>
        <source>Recursion Log</source>
        <translation>Dziennik rekurencji</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Sterowanie</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historia cofania</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <extracomment>The first entry of the undo history: the scenario as opened</extracomment>
        <translation>&lt;po otwarciu&gt;</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>Scenariusz demonstracyjny</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Step-by-step lessons in procedural map generation: islands grown by recursive backtracking, dungeons of tiles placed with constraint propagation.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The lessons it exports carry their code under the MIT licence: copy, post and change them freely.&lt;/p&gt;&lt;p&gt;It comes with absolutely no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Lekcje proceduralnego generowania map krok po kroku: wyspy rosnące dzięki rekurencyjnemu przeszukiwaniu z nawrotami i lochy z płytek układanych z propagacją ograniczeń.&lt;/p&gt;&lt;p&gt;Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub późniejszej. Eksportowane lekcje zawierają kod na licencji MIT: można je swobodnie kopiować, publikować i zmieniać.&lt;/p&gt;&lt;p&gt;Program nie jest objęty żadną gwarancją.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (%2 undoes it)</source>
        <extracomment>Status bar after an edit: %1 the edit (as the Edit menu names it), %2 the Undo key</extracomment>
        <translation>%1 (%2 cofa)</translation>
    </message>
    <message>
        <source>Undone: %1 (%2 redoes it)</source>
        <extracomment>Status bar after Undo: %1 the edit undone, %2 the Redo key</extracomment>
        <translation>Cofnięto: %1 (%2 przywraca)</translation>
    </message>
    <message>
        <source>&amp;Lesson Properties…</source>
        <translation>&amp;Właściwości lekcji…</translation>
    </message>
</context>
<context>
    <name>MapExporter</name>
    <message>
        <source>Dungeon map</source>
        <translation>Mapa lochu</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Mapa wysp</translation>
    </message>
    <message>
        <source>Mapgen Workbench, dungeon, seed %1</source>
        <extracomment>Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)</extracomment>
        <translation>Mapgen Workbench, loch, ziarno %1</translation>
    </message>
    <message>
        <source>Mapgen Workbench, seed %1, rule %2</source>
        <translation>Mapgen Workbench, ziarno %1, reguła %2</translation>
    </message>
    <message>
        <source>%1: the map could not be drawn as SVG</source>
        <translation>%1: nie udało się narysować mapy jako SVG</translation>
    </message>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 a side</source>
        <extracomment>%1 x %2 the picture&apos;s width and height, %3 the limit, all in pixels</extracomment>
        <translation>obraz miałby %1 × %2 pikseli; najwyżej %3 na bok</translation>
    </message>
    <message>
        <source>%1: use a cell size of %2 pixels or less</source>
        <translation>%1: użyj rozmiaru komórki najwyżej %2 pikseli</translation>
    </message>
    <message>
        <source>not enough memory for an image of %1 x %2 pixels (%3)</source>
        <translation>za mało pamięci na obraz o wymiarach %1 × %2 pikseli (%3)</translation>
    </message>
    <message>
        <source>the map could not be encoded as PNG</source>
        <translation>nie udało się zakodować mapy jako PNG</translation>
    </message>
    <message>
        <source>%1: not enough memory to draw the map as SVG</source>
        <translation>%1: za mało pamięci, aby narysować mapę jako SVG</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Map</source>
        <extracomment>Name of the map for screen readers</extracomment>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Left-drag paints pits, right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Przeciąganie lewym przyciskiem maluje doły, a prawym je wymazuje. Ctrl+kółko przybliża. Z klawiatury: Tab do mapy, Enter, aby ją edytować (strzałki przesuwają kursor komórki, Spacja stawia lub usuwa dół), Esc, aby zakończyć.</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Ctrl+kółko przybliża. Z klawiatury: Tab do mapy, Enter, aby przesuwać kursor komórki strzałkami, Esc, aby zakończyć.</translation>
    </message>
    <message>
        <source>Editing the map: the arrow keys move the cell cursor, Space sets or removes a pit, Esc ends editing</source>
        <translation>Edycja mapy: strzałki przesuwają kursor komórki, Spacja stawia lub usuwa dół, Esc kończy edycję</translation>
    </message>
    <message>
        <source>On the map: the arrow keys move the cell cursor, Esc ends</source>
        <translation>Na mapie: strzałki przesuwają kursor komórki, Esc kończy</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The map&apos;s name for screen readers while a question asks for a cell: the map&apos;s own name, then the question</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Before step 1 of %1</source>
        <extracomment>The map&apos;s step summary for screen readers at the start of playback</extracomment>
        <translation>Przed krokiem 1 z %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>The map&apos;s step summary for screen readers: the step shown, the steps in all, the step&apos;s line in the recursion log</extracomment>
        <translation>Krok %1 z %2: %3</translation>
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
        <translation>podłoga: komnata i otwarte półdrzwi położonej płytki</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>ściana</translation>
    </message>
    <message>
        <source>rock: never filled</source>
        <translation>skała: nigdy niewypełniona</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>dół</translation>
    </message>
    <message>
        <source>S: the start</source>
        <translation>S: start</translation>
    </message>
    <message>
        <source>E: the end</source>
        <translation>M: meta</translation>
    </message>
    <message>
        <source>a shortest path from start to end</source>
        <translation>jedna z najkrótszych ścieżek od startu do mety</translation>
    </message>
    <message>
        <source>water</source>
        <translation>woda</translation>
    </message>
    <message>
        <source>island %1</source>
        <translation>wyspa %1</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Kroki:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <translation>Położone płytki:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <translation>Odrzuceni kandydaci:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <source>done: start and end are joined</source>
        <translation>gotowe: start i meta są połączone</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>w toku</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Nawroty:</translation>
    </message>
    <message>
        <source>too complex: the step limit was reached</source>
        <translation>zbyt złożone: osiągnięto limit kroków</translation>
    </message>
    <message>
        <source>done</source>
        <translation>gotowe</translation>
    </message>
    <message numerus="yes">
        <source>complete, %n cell(s)</source>
        <translation>
            <numerusform>gotowa, %n komórka</numerusform>
            <numerusform>gotowa, %n komórki</numerusform>
            <numerusform>gotowa, %n komórek</numerusform>
        </translation>
    </message>
    <message>
        <source>Island %1:</source>
        <translation>Wyspa %1:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Ziarno:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Rozmiar:</translation>
    </message>
    <message>
        <source>%1 rows x %2 columns</source>
        <translation>wiersze: %1, kolumny: %2</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Reguła:</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Wyspy:</translation>
    </message>
    <message>
        <source>Island sizes:</source>
        <translation>Rozmiary wysp:</translation>
    </message>
    <message>
        <source>%1 to %2 cells</source>
        <translation>od %1 do %2 komórek</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Losowa kolejność:</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>Step limit:</source>
        <translation>Limit kroków:</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>Zestaw płytek:</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n płytka</numerusform>
            <numerusform>%n płytki</numerusform>
            <numerusform>%n płytek</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>Plik scenariusza:</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>niezapisany</translation>
    </message>
    <message>
        <source>Dungeon map</source>
        <translation>Mapa lochu</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Mapa wysp</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Settings to reproduce this map</source>
        <translation>Ustawienia, które odtworzą tę mapę</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Lekcja</translation>
    </message>
    <message>
        <source>%1: the handout could not be drawn as PDF</source>
        <translation>%1: nie udało się narysować materiałów jako PDF</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Klucz odpowiedzi</translation>
    </message>
    <message>
        <source>Every answer that counts as right, the build&apos;s own first.</source>
        <translation>Każda odpowiedź uznawana za poprawną, najpierw ta z budowy.</translation>
    </message>
    <message>
        <source>Grade: the mean of the parts assigned, a part not begun counting 0, rounded half up.</source>
        <translation>Ocena: średnia przydzielonych części, część nierozpoczęta liczy się jako 0, zaokrąglona połówkami w górę.</translation>
    </message>
    <message>
        <source>Questions: answered right the first time, of the %1 this build asks.</source>
        <translation>Pytania: odpowiedziane poprawnie za pierwszym razem, spośród %1 zadanych w tej budowie.</translation>
    </message>
    <message>
        <source>You Are the Algorithm: right moves less wrong moves and hints (at least 0), of the %1 decisions of this build.</source>
        <translation>Jesteś algorytmem: poprawne ruchy minus błędne ruchy i wskazówki (co najmniej 0), spośród %1 decyzji tej budowy.</translation>
    </message>
    <message>
        <source>Pass mark: %1.</source>
        <translation>Próg zaliczenia: %1.</translation>
    </message>
</context>
<context>
    <name>PitCommand</name>
    <message numerus="yes">
        <source>Paint %n pit(s)</source>
        <translation>
            <numerusform>Narysuj %n dół</numerusform>
            <numerusform>Narysuj %n doły</numerusform>
            <numerusform>Narysuj %n dołów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n pit(s)</source>
        <translation>
            <numerusform>Usuń %n dół</numerusform>
            <numerusform>Usuń %n doły</numerusform>
            <numerusform>Usuń %n dołów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Timeline</source>
        <extracomment>Name of the timeline slider for screen readers</extracomment>
        <translation>Oś czasu</translation>
    </message>
    <message>
        <source>Drag to show the map after any step</source>
        <translation>Przeciągnij, aby zobaczyć mapę po dowolnym kroku</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <extracomment>Playback speed, 1 (slowest) to 10 (fastest)</extracomment>
        <translation>&amp;Szybkość:</translation>
    </message>
    <message>
        <source>1: about two steps a second. 10: as fast as the screen allows.</source>
        <translation>1: około dwóch kroków na sekundę. 10: tak szybko, jak pozwala ekran.</translation>
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
        <translation>Zachowaj &amp;kod w trybie prezentera</translation>
    </message>
    <message>
        <source>Presenter mode keeps the Code and Call Stack panels where they are, when the lesson has them</source>
        <translation>Tryb prezentera zostawia panele Kod i Stos wywołań na miejscu, jeśli lekcja je ma</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>Tryb &amp;prezentera</translation>
    </message>
    <message>
        <source>Full screen with only the map, the timeline and the current step in large type, for a projector (F9 again restores the layout)</source>
        <translation>Pełny ekran tylko z mapą, osią czasu i bieżącym krokiem dużą czcionką, do projektora (ponowne naciśnięcie F9 przywraca układ)</translation>
    </message>
    <message>
        <source>The starting map</source>
        <translation>Mapa początkowa</translation>
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
        <translation>Spacja</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Lewo</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Prawo</translation>
    </message>
</context>
<context>
    <name>QuestionCoach</name>
    <message>
        <source>Question</source>
        <translation>Pytanie</translation>
    </message>
    <message>
        <source>Ask &amp;Here</source>
        <translation>&amp;Zapytaj tutaj</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Move</source>
        <translation>Zapytaj o następny &amp;ruch</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Cell</source>
        <translation>Zapytaj o następną &amp;komórkę</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Placement</source>
        <translation>Zapytaj o następną &amp;płytkę</translation>
    </message>
    <message>
        <source>Playback stops after the step shown now and asks this</source>
        <translation>Odtwarzanie zatrzyma się po pokazanym teraz kroku i zada to pytanie</translation>
    </message>
    <message>
        <source>no cell any more</source>
        <translation>już żadna komórka</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>wiersz %1, kolumna %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>%1, %n ćwierć obrotu, wiersz %2, kolumna %3</numerusform>
            <numerusform>%1, %n ćwierci obrotu, wiersz %2, kolumna %3</numerusform>
            <numerusform>%1, %n ćwierci obrotu, wiersz %2, kolumna %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 in the log: %2</source>
        <translation>Krok %1 w dzienniku: %2</translation>
    </message>
    <message>
        <source>No step after this one adds a cell.</source>
        <translation>Żaden dalszy krok nie dodaje już komórki.</translation>
    </message>
    <message numerus="yes">
        <source>First the recursion goes back %n cell(s).</source>
        <translation>
            <numerusform>Najpierw rekurencja cofa się o %n komórkę.</numerusform>
            <numerusform>Najpierw rekurencja cofa się o %n komórki.</numerusform>
            <numerusform>Najpierw rekurencja cofa się o %n komórek.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cell is still to be added.</source>
        <translation>Jeszcze zostanie dodana jakaś komórka.</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) were rejected on that cell before this one fit.</source>
        <translation>
            <numerusform>Przed tym kandydatem na tej komórce odrzucono %n kandydata.</numerusform>
            <numerusform>Przed tym kandydatem na tej komórce odrzucono %n kandydatów.</numerusform>
            <numerusform>Przed tym kandydatem na tej komórce odrzucono %n kandydatów.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile is still to be placed.</source>
        <translation>Jeszcze zostanie położona jakaś płytka.</translation>
    </message>
    <message>
        <source>Your cell is a pit.</source>
        <translation>Wybrana komórka to dół.</translation>
    </message>
    <message>
        <source>Your cell has a tile already.</source>
        <translation>Wybrana komórka ma już płytkę.</translation>
    </message>
    <message>
        <source>Your cell waits in the fill queue; the cell at its front comes first.</source>
        <translation>Wybrana komórka czeka w kolejce wypełniania; najpierw idzie komórka z początku kolejki.</translation>
    </message>
    <message>
        <source>Your cell is not in the fill queue: only cells beside an open door join it.</source>
        <translation>Wybranej komórki nie ma w kolejce wypełniania: trafiają do niej tylko komórki przy otwartych drzwiach.</translation>
    </message>
    <message>
        <source>Ask the %1 after step %2</source>
        <translation>Zapytaj po kroku %2: %1</translation>
    </message>
    <message>
        <source>Remove the question after step %1</source>
        <translation>Usuń pytanie po kroku %1</translation>
    </message>
    <message numerus="yes">
        <source>Summary: %n question(s) asked</source>
        <translation>
            <numerusform>Podsumowanie: zadano %n pytanie</numerusform>
            <numerusform>Podsumowanie: zadano %n pytania</numerusform>
            <numerusform>Podsumowanie: zadano %n pytań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n poprawna</numerusform>
            <numerusform>%n poprawne</numerusform>
            <numerusform>%n poprawnych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n błędna</numerusform>
            <numerusform>%n błędne</numerusform>
            <numerusform>%n błędnych</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1: %2 z %3 poprawnie</translation>
    </message>
    <message numerus="yes">
        <source>Questions: %1 of %n right</source>
        <translation>
            <numerusform>Pytania: %1 z %n poprawnie</numerusform>
            <numerusform>Pytania: %1 z %n poprawnie</numerusform>
            <numerusform>Pytania: %1 z %n poprawnie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %n cell(s), %1</source>
        <translation>
            <numerusform>Poprawnie: %n komórka, %1</numerusform>
            <numerusform>Poprawnie: %n komórki, %1</numerusform>
            <numerusform>Poprawnie: %n komórek, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <source>next move</source>
        <translation>następny ruch</translation>
    </message>
    <message>
        <source>next cell</source>
        <translation>następna komórka</translation>
    </message>
    <message>
        <source>next placement</source>
        <translation>następna płytka</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n ćwierć obrotu</numerusform>
            <numerusform>%1, %n ćwierci obrotu</numerusform>
            <numerusform>%1, %n ćwierci obrotu</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Dobrze!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nie do końca.</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>Odpowiedź: %1</translation>
    </message>
    <message>
        <source>After step %1: %2</source>
        <translation>Po kroku %1: %2</translation>
    </message>
    <message>
        <source>No question now. Questions stop playback at their step; add one with Build &gt; Ask Here.</source>
        <translation>Teraz nie ma pytania. Pytania zatrzymują odtwarzanie na swoim kroku; nowe dodaje się poleceniem Budowa &gt; Zapytaj tutaj.</translation>
    </message>
    <message>
        <source>Stop and think: what does step %1 do?</source>
        <translation>Zatrzymaj się i pomyśl: co robi krok %1?</translation>
    </message>
    <message>
        <source>Stop and think: which cell is added next? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Zatrzymaj się i pomyśl: która komórka zostanie dodana jako następna? Kliknij ją na mapie albo przesuń kursor mapy strzałkami i naciśnij Enter.</translation>
    </message>
    <message>
        <source>Stop and think: which cell gets the next tile? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Zatrzymaj się i pomyśl: która komórka dostanie następną płytkę? Kliknij ją na mapie albo przesuń kursor mapy strzałkami i naciśnij Enter.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2?</source>
        <translation>Która płytka, i jak obrócona, trafi do wiersza %1, kolumny %2?</translation>
    </message>
    <message>
        <source>A new island&apos;s seed is placed</source>
        <translation>Zostaje umieszczony zarodek nowej wyspy</translation>
    </message>
    <message>
        <source>A cell is added to the island</source>
        <translation>Do wyspy zostaje dodana komórka</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>Rekurencja cofa się o jedną komórkę</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>Wyspa osiągnęła swój rozmiar</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>Wyspa nie może urosnąć</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Wszystkie wyspy są zbudowane</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>Budowa się poddaje: zbyt złożone</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Odpowiedz</translation>
    </message>
    <message>
        <source>&amp;No more</source>
        <extracomment>Answer to &quot;which cell is added (gets a tile) next?&quot; when the build adds none any more</extracomment>
        <translation>&amp;Już żadna</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Dalej</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Pytania</translation>
    </message>
    <message>
        <source>&amp;Remove Question</source>
        <translation>&amp;Usuń pytanie</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>&amp;Tryb ćwiczeń</translation>
    </message>
    <message>
        <source>every</source>
        <translation>co</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> kr.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Zarodek</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Nawrót</translation>
    </message>
    <message>
        <source>Island Complete</source>
        <translation>Wyspa gotowa</translation>
    </message>
    <message>
        <source>Island Failed</source>
        <translation>Wyspa nieudana</translation>
    </message>
    <message>
        <source>All Done</source>
        <translation>Wszystko gotowe</translation>
    </message>
    <message>
        <source>Too Complex</source>
        <translation>Zbyt złożone</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Name of the question panel for screen readers (its description is the question)</extracomment>
        <translation>Pytanie</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Brak ostatnich plików</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ostatnio otwie&amp;rane</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Wy&amp;czyść listę</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Change seed to %1</source>
        <translation>Zmień ziarno na %1</translation>
    </message>
    <message>
        <source>New seed %1</source>
        <translation>Nowe ziarno %1</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>Zmień ustawienia</translation>
    </message>
    <message>
        <source>Change number of islands to %1</source>
        <translation>Zmień liczbę wysp na %1</translation>
    </message>
    <message>
        <source>Change island sizes</source>
        <translation>Zmień rozmiary wysp</translation>
    </message>
    <message>
        <source>Randomize on</source>
        <translation>Włącz losową kolejność</translation>
    </message>
    <message>
        <source>Randomize off</source>
        <translation>Wyłącz losową kolejność</translation>
    </message>
    <message>
        <source>Change rule to Stage %1</source>
        <translation>Zmień regułę na etap %1</translation>
    </message>
    <message>
        <source>Change step limit</source>
        <translation>Zmień limit kroków</translation>
    </message>
    <message>
        <source>Switch to the dungeon lesson</source>
        <translation>Przejdź do lekcji o lochu</translation>
    </message>
    <message>
        <source>Switch to the island lesson</source>
        <translation>Przejdź do lekcji o wyspach</translation>
    </message>
    <message>
        <source>Change experiment</source>
        <translation>Zmień eksperyment</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Zakończ porównanie</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porównaj</translation>
    </message>
    <message>
        <source>Change comparison</source>
        <translation>Zmień porównanie</translation>
    </message>
    <message numerus="yes">
        <source>Sprinkle %n pit(s)</source>
        <extracomment>Undo history: Sprinkle! added %n random pits</extracomment>
        <translation>
            <numerusform>Rozsyp %n dół</numerusform>
            <numerusform>Rozsyp %n doły</numerusform>
            <numerusform>Rozsyp %n dołów</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear all pits</source>
        <translation>Wyczyść wszystkie doły</translation>
    </message>
    <message>
        <source>Resize grid to %1 × %2</source>
        <extracomment>Undo history; %1 rows, %2 columns</extracomment>
        <translation>Zmień rozmiar siatki na %1 × %2</translation>
    </message>
    <message>
        <source>Change lesson properties</source>
        <translation>Zmień właściwości lekcji</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>%1: key &quot;%2&quot;: %3</source>
        <translation>%1: klucz „%2”: %3</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>brak; oczekiwano liczby całkowitej od %1 do %2</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>oczekiwano liczby całkowitej od %1 do %2, otrzymano: %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>oczekiwano true albo false, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>oczekiwano ciągu znaków, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2 starting %3</source>
        <translation>oczekiwano tekstu o długości najwyżej %1, otrzymano %2, początek: %3</translation>
    </message>
    <message>
        <source>expected a list of at most %1 questions, got %2</source>
        <translation>oczekiwano listy o długości najwyżej %1 (pytania), otrzymano: %2</translation>
    </message>
    <message>
        <source>a list of length %1</source>
        <translation>lista o długości %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>oczekiwano obiektu, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected a list of &quot;%1&quot;, &quot;%2&quot; or both, got %3</source>
        <translation>oczekiwano listy z &quot;%1&quot;, &quot;%2&quot; lub obiema wartościami, otrzymano: %3</translation>
    </message>
    <message>
        <source>the range %1 to %2 in steps of %3 has more than %4 values</source>
        <translation>zakres od %1 do %2 z krokiem %3 ma więcej niż %4 wartości</translation>
    </message>
    <message>
        <source>expected a list of 1 to %1 tiles, got %2</source>
        <translation>oczekiwano listy od 1 do %1 płytek, otrzymano: %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;name&quot; and &quot;doors&quot;, got %1</source>
        <translation>oczekiwano obiektu z &quot;name&quot; i &quot;doors&quot;, otrzymano: %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>płytka %1</translation>
    </message>
    <message>
        <source>expected at least one tile with doors 255 (a big room), so that every cell can be filled</source>
        <translation>oczekiwano co najmniej jednej płytki z doors 255 (dużej komnaty), aby dało się wypełnić każdą komórkę</translation>
    </message>
    <message>
        <source>%1: is a folder; expected a scenario file</source>
        <translation>%1: to folder; oczekiwano pliku scenariusza</translation>
    </message>
    <message>
        <source>%1: is not a regular file (a device or a pipe); expected a scenario file</source>
        <translation>%1: to nie jest zwykły plik (urządzenie lub potok); oczekiwano pliku scenariusza</translation>
    </message>
    <message>
        <source>%1: is %2 bytes; a scenario file may be at most %3 (%4 bytes)</source>
        <extracomment>%2 and %4 are byte counts, %3 the same limit as 4 MiB</extracomment>
        <translation>%1: ma rozmiar %2 B; plik scenariusza może mieć najwyżej %3 (%4 B)</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: nie można otworzyć: %2</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: nie można odczytać: %2</translation>
    </message>
    <message>
        <source>%1: is larger than %2, the most a scenario file may be</source>
        <translation>%1: jest większy niż %2, maksymalny rozmiar pliku scenariusza</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1: niepoprawny JSON w bajcie %2: %3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: oczekiwano obiektu JSON na najwyższym poziomie</translation>
    </message>
    <message>
        <source>expected &quot;mapgen-scenario&quot;, got %1</source>
        <translation>oczekiwano &quot;mapgen-scenario&quot;, otrzymano: %1</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (1); please update Mapgen Workbench</source>
        <translation>wersja %1 jest nowsza niż ta, którą czyta ten program (1); zaktualizuj Mapgen Workbench</translation>
    </message>
    <message>
        <source>expected &quot;island&quot; or &quot;dungeon&quot;, got %1</source>
        <translation>oczekiwano &quot;island&quot; albo &quot;dungeon&quot;, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected an integer from 0 to 2^53 (or a decimal string up to 2^64-1), got %1</source>
        <translation>oczekiwano liczby całkowitej od 0 do 2^53 (lub ciągu cyfr dziesiętnych do 2^64-1), otrzymano: %1</translation>
    </message>
    <message>
        <source>a number above 2^53 cannot be read exactly; write the seed as a decimal string, for example &quot;seed&quot;: &quot;9007199254740993&quot;</source>
        <extracomment>2^53 is the largest integer a JSON reader holds exactly</extracomment>
        <translation>liczby powyżej 2^53 nie da się odczytać dokładnie; zapisz ziarno jako ciąg cyfr dziesiętnych, na przykład &quot;seed&quot;: &quot;9007199254740993&quot;</translation>
    </message>
    <message>
        <source>expected a decimal string from 0 to 18446744073709551615, got %1</source>
        <translation>oczekiwano ciągu cyfr dziesiętnych od 0 do 18446744073709551615, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected an integer or a decimal string, got %1</source>
        <translation>oczekiwano liczby całkowitej lub ciągu cyfr dziesiętnych, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected a list of strings, rows x columns = %1 x %2 characters (&apos;#&apos; for a pit, &apos;.&apos; for open), got %3</source>
        <extracomment>%1 x %2 are rows x columns; %3 what the file has</extracomment>
        <translation>oczekiwano listy ciągów znaków o wymiarach wiersze x kolumny = %1 x %2 (&apos;#&apos; to dół, &apos;.&apos; to pole otwarte), otrzymano: %3</translation>
    </message>
    <message>
        <source>expected a string of length %1, got %2</source>
        <translation>oczekiwano ciągu znaków o długości %1, otrzymano: %2</translation>
    </message>
    <message>
        <source>expected only &apos;#&apos; and &apos;.&apos;, got &apos;%1&apos; (%2) at column %3</source>
        <extracomment>%1 the character found, %2 its code (U+0078), %3 the column</extracomment>
        <translation>oczekiwano tylko &apos;#&apos; i &apos;.&apos;, otrzymano &apos;%1&apos; (%2) w kolumnie %3</translation>
    </message>
    <message>
        <source>expected &quot;6a&quot; or &quot;6b&quot;, got %1</source>
        <translation>oczekiwano &quot;6a&quot; albo &quot;6b&quot;, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected &quot;step&quot; or &quot;island&quot;, got %1</source>
        <translation>oczekiwano &quot;step&quot; albo &quot;island&quot;, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 sizes, got %2</source>
        <translation>oczekiwano listy najwyżej %1 rozmiarów, otrzymano %2</translation>
    </message>
    <message>
        <source>expected sizes &quot;RxC&quot;, each side from 1 to %1, got %2</source>
        <extracomment>RxC: rows x columns, as &quot;16x32&quot;</extracomment>
        <translation>oczekiwano rozmiarów „WxK”, każdy bok od 1 do %1, otrzymano %2</translation>
    </message>
    <message>
        <source>expected a list of at most %1 tile subsets, got %2</source>
        <translation>oczekiwano listy najwyżej %1 podzbiorów płytek, otrzymano %2</translation>
    </message>
    <message>
        <source>expected a list of template numbers from 0 to %1 in ascending order, each once, got %2</source>
        <translation>oczekiwano listy numerów szablonów od 0 do %1 rosnąco, każdy raz, otrzymano %2</translation>
    </message>
    <message>
        <source>expected &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; or &quot;tiles&quot;, got %1</source>
        <translation>oczekiwano &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; lub &quot;tiles&quot;, otrzymano: %1</translation>
    </message>
    <message>
        <source>expected %1 in a dungeon scenario, got %2</source>
        <translation>oczekiwano %1 w scenariuszu lochu, otrzymano: %2</translation>
    </message>
    <message>
        <source>expected %1 in an island scenario, got %2</source>
        <translation>oczekiwano %1 w scenariuszu wysp, otrzymano: %2</translation>
    </message>
    <message>
        <source>expected at least one of &quot;questions&quot; and &quot;construct&quot; to be true, got both false</source>
        <extracomment>&quot;questions&quot; and &quot;construct&quot; are key names of the file: not to be translated</extracomment>
        <translation>oczekiwano, że co najmniej jedno z &quot;questions&quot; i &quot;construct&quot; będzie true, otrzymano: oba false</translation>
    </message>
</context>
<context>
    <name>ScormPackage</name>
    <message>
        <source>this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>ta wersja programu mapgen nie ma odtwarzacza lekcji internetowych (została zbudowana bez emscripten)</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Steps:</source>
        <translation>Kroki:</translation>
    </message>
    <message>
        <source>Adds:</source>
        <extracomment>Statistics: ADD entries up to the current step</extracomment>
        <translation>Dodania:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Nawroty:</translation>
    </message>
    <message>
        <source>Current depth:</source>
        <translation>Bieżąca głębokość:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Wynik:</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Wyspa</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Islands</source>
        <extracomment>Name of the per-island statistics table for screen readers</extracomment>
        <translation>Wyspy</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Jeszcze nie zbudowano: naciśnij Uruchom</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Budowanie…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <source>Too complex: the step limit was reached</source>
        <translation>Zbyt złożone: osiągnięto limit kroków</translation>
    </message>
</context>
<context>
    <name>TileDrawing</name>
    <message>
        <source>Tile</source>
        <extracomment>Name of the large tile picture for screen readers</extracomment>
        <translation>Płytka</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Nie wybrano komórki</translation>
    </message>
    <message>
        <source>A pit: never filled</source>
        <translation>Dół: nigdy nie jest wypełniany</translation>
    </message>
    <message>
        <source>Solid rock: never queued</source>
        <translation>Lita skała: nigdy nie trafia do kolejki</translation>
    </message>
    <message>
        <source>Not filled yet. May open: %1. Must open: %2.</source>
        <extracomment>%1, %2: lists of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Jeszcze niewypełniona. Może otworzyć: %1. Musi otworzyć: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Open half-doors: %1</source>
        <extracomment>%1: a list of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Otwarte półdrzwi: %1</translation>
    </message>
    <message>
        <source>Click a half-door to open or close it (or Tab here, pick one with the arrow keys and press Space).</source>
        <translation>Kliknij półdrzwi, aby je otworzyć lub zamknąć (albo przejdź tu klawiszem Tab, wybierz je strzałkami i naciśnij Spację).</translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>W kroku:</translation>
    </message>
    <message>
        <source>Doors:</source>
        <extracomment>Inspector: the half-doors the cell&apos;s tile has open</extracomment>
        <translation>Drzwi:</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Szablon:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <extracomment>Inspector: half-doors an unfilled cell may still open</extracomment>
        <translation>Dozwolone:</translation>
    </message>
    <message>
        <source>Required:</source>
        <extracomment>Inspector: half-doors its filled neighbours opened towards the cell</extracomment>
        <translation>Wymagane:</translation>
    </message>
    <message>
        <source>Hexadecimal, then binary from LU (bit 7) down to UL (bit 0).</source>
        <translation>Szesnastkowo, potem dwójkowo od LU (bit 7) do UL (bit 0).</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandydaci</translation>
    </message>
    <message>
        <source>Candidates for the selected cell</source>
        <extracomment>Name of the candidate list for screen readers</extracomment>
        <translation>Kandydaci dla wybranej komórki</translation>
    </message>
    <message>
        <source>%1 (binary %2)</source>
        <extracomment>Inspector: a half-door mask; %1 hexadecimal (0xFC), %2 binary (1111 1100)</extracomment>
        <translation>%1 (dwójkowo %2)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>szablon %1</translation>
    </message>
    <message>
        <source>%1, rotation %2</source>
        <extracomment>Inspector: a candidate; %1 template name, %2 quarter turns clockwise (0..3)</extracomment>
        <translation>%1, obrót %2</translation>
    </message>
    <message>
        <source>No cell selected: click a cell of the dungeon map.</source>
        <translation>Nie wybrano komórki: kliknij komórkę na mapie lochu.</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Inspector heading: row and column of the selected cell, then what it is</extracomment>
        <translation>Wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>dół</translation>
    </message>
    <message>
        <source>start, filled</source>
        <translation>start, wypełniona</translation>
    </message>
    <message>
        <source>end, filled</source>
        <translation>meta, wypełniona</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>wypełniona</translation>
    </message>
    <message>
        <source>queued, not filled yet</source>
        <translation>w kolejce, jeszcze niewypełniona</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>skała</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Inspector: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, rotation %n (quarter turns clockwise)</source>
        <extracomment>Inspector: %1 template name, %n quarter turns clockwise</extracomment>
        <translation>
            <numerusform>%1, %n ćwierć obrotu zgodnie z ruchem wskazówek zegara</numerusform>
            <numerusform>%1, %n ćwierci obrotu zgodnie z ruchem wskazówek zegara</numerusform>
            <numerusform>%1, %n ćwierci obrotu zgodnie z ruchem wskazówek zegara</numerusform>
        </translation>
    </message>
    <message>
        <source>Pits are never filled and take part in nothing.</source>
        <translation>Doły nigdy nie są wypełniane i w niczym nie biorą udziału.</translation>
    </message>
    <message>
        <source>Start and end always get the big room; no candidates are checked.</source>
        <translation>Start i meta zawsze dostają dużą komnatę; żadni kandydaci nie są sprawdzani.</translation>
    </message>
    <message>
        <source>Waiting in the fill queue: its candidates are not checked yet.</source>
        <translation>Czeka w kolejce wypełniania: jej kandydaci nie są jeszcze sprawdzeni.</translation>
    </message>
    <message>
        <source>No candidates checked for this cell at this step.</source>
        <translation>W tym kroku nie sprawdzano kandydatów dla tej komórki.</translation>
    </message>
    <message>
        <source>In the order they are checked; one valid candidate is drawn at random.</source>
        <translation>W kolejności sprawdzania; jeden poprawny kandydat jest losowany.</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>jeszcze niesprawdzony</translation>
    </message>
    <message>
        <source>valid (not drawn)</source>
        <translation>poprawny (niewylosowany)</translation>
    </message>
    <message>
        <source>✔ chosen</source>
        <extracomment>Inspector: the valid candidate that was drawn and placed</extracomment>
        <translation>✔ wybrany</translation>
    </message>
    <message>
        <source>✘ rejected: a required side is not answered</source>
        <translation>✘ odrzucony: wymagany bok pozostaje bez odpowiedzi</translation>
    </message>
    <message>
        <source>✘ rejected: would cut the last start-to-end path</source>
        <translation>✘ odrzucony: przeciąłby ostatnią ścieżkę od startu do mety</translation>
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
        <translation>Jej kandydaci są pokazywani po udzieleniu odpowiedzi na pytanie.</translation>
    </message>
</context>
<context>
    <name>TileSetPanel</name>
    <message>
        <source>Each template may be placed in any of its four rotations (shown left to right: 0, 1, 2 and 3 quarter turns clockwise). Click a half-door of the selected template to open or close it.</source>
        <translation>Każdy szablon może zostać położony w dowolnym z czterech obrotów (od lewej do prawej: 0, 1, 2 i 3 ćwierci obrotu zgodnie z ruchem wskazówek zegara). Kliknij półdrzwi wybranego szablonu, aby je otworzyć lub zamknąć.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <extracomment>Button: add a tile template to the scenario&apos;s tile set</extracomment>
        <translation>&amp;Dodaj</translation>
    </message>
    <message>
        <source>Add a template (at most %1)</source>
        <translation>Dodaj szablon (najwyżej %1)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Remove the selected template</source>
        <translation>Usuń wybrany szablon</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>&amp;Zmień nazwę</translation>
    </message>
    <message>
        <source>Rename the selected template (or double-click its name)</source>
        <translation>Zmień nazwę wybranego szablonu (lub kliknij dwukrotnie jego nazwę)</translation>
    </message>
    <message>
        <source>Tile templates</source>
        <extracomment>Name of the template list for screen readers</extracomment>
        <translation>Szablony płytek</translation>
    </message>
    <message>
        <source>Selected template</source>
        <translation>Wybrany szablon</translation>
    </message>
    <message>
        <source>A tile set needs at least one template.</source>
        <translation>Zestaw płytek potrzebuje co najmniej jednego szablonu.</translation>
    </message>
    <message>
        <source>A tile set holds at most %1 templates.</source>
        <translation>Zestaw płytek mieści najwyżej %1 szablonów.</translation>
    </message>
    <message>
        <source>A template needs at least one half-door.</source>
        <translation>Szablon potrzebuje co najmniej jednych półdrzwi.</translation>
    </message>
    <message>
        <source>The tile set must keep a big room (all eight half-doors open, 0xFF): it is placed on start and end, and it is what lets every queued cell be filled.</source>
        <translation>Zestaw płytek musi zachować dużą komnatę (wszystkie półdrzwi otwarte, 0xFF): jest ona kładziona na starcie i mecie i tylko dzięki niej można wypełnić każdą komórkę z kolejki.</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>Szablon potrzebuje nazwy.</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>Name of a newly added tile template; %1 its number, from 1</extracomment>
        <translation>szablon %1</translation>
    </message>
    <message>
        <source>Add template</source>
        <extracomment>Undo history: a tile template was added</extracomment>
        <translation>Dodaj szablon</translation>
    </message>
    <message>
        <source>Remove template %1</source>
        <extracomment>Undo history: %1 the removed template&apos;s name, in quotes</extracomment>
        <translation>Usuń szablon %1</translation>
    </message>
    <message>
        <source>Rename template %1</source>
        <translation>Zmień nazwę szablonu %1</translation>
    </message>
    <message>
        <source>Open half-door %1 of %2</source>
        <extracomment>Undo history: %1 half-door name (UL ... LU), %2 template name in quotes</extracomment>
        <translation>Otwórz półdrzwi %1 szablonu %2</translation>
    </message>
    <message>
        <source>Close half-door %1 of %2</source>
        <translation>Zamknij półdrzwi %1 szablonu %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a template: %1 its name, %2 its half-door mask</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No template selected</source>
        <translation>Nie wybrano szablonu</translation>
    </message>
    <message>
        <source>Template %1</source>
        <extracomment>Heading above the large picture of the selected template; %1 its name</extracomment>
        <translation>Szablon %1</translation>
    </message>
    <message>
        <source>A template&apos;s name has at most %1 characters.</source>
        <translation>Nazwa szablonu ma najwyżej %1 znaków.</translation>
    </message>
</context>
<context>
    <name>WebLessonExporter</name>
    <message>
        <source>%1: this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>%1: ta wersja programu mapgen nie ma odtwarzacza lekcji internetowych (została zbudowana bez emscripten)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>The map at the step shown</source>
        <translation>Mapa w pokazanym kroku</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Odtwarzanie</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Krok wstecz</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok naprzód</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Oś czasu</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lekcja</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pytanie</translation>
    </message>
    <message>
        <source>Recursion log</source>
        <translation>Dziennik rekurencji</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Liczba wysp</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Minimalny rozmiar</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Maksymalny rozmiar</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Reguła</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Losowa kolejność</translation>
    </message>
    <message>
        <source>Step limit</source>
        <translation>Limit kroków</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Doły</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Dół</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gumka</translation>
    </message>
    <message>
        <source>Undo stroke</source>
        <translation>Cofnij pociągnięcie</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardowe</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Bezpieczne dla daltonistów (Okabe-Ito)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Nawrót</translation>
    </message>
    <message>
        <source>Island complete</source>
        <translation>Wyspa gotowa</translation>
    </message>
    <message>
        <source>Island failed</source>
        <translation>Wyspa nieudana</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Wszystko gotowe</translation>
    </message>
    <message>
        <source>Too complex</source>
        <translation>Zbyt złożone</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n ćwierć obrotu</numerusform>
            <numerusform>%1, %n ćwierci obrotu</numerusform>
            <numerusform>%1, %n ćwierci obrotu</numerusform>
        </translation>
    </message>
    <message>
        <source>complete (size %1)</source>
        <translation>gotowa (rozmiar %1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Budowanie…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Gotowy</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <source>Mapgen lesson</source>
        <translation>Lekcja Mapgen</translation>
    </message>
    <message>
        <source>These settings cannot be built.</source>
        <translation>Z tymi ustawieniami nie da się zbudować mapy.</translation>
    </message>
    <message>
        <source>Not enough memory for this build; lower the step limit.</source>
        <translation>Za mało pamięci na tę budowę; zmniejsz limit kroków.</translation>
    </message>
    <message>
        <source>Ignored in the address: %1</source>
        <translation>Pominięto w adresie: %1</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>Ziarno to liczba całkowita od 0 do 18446744073709551615.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Kroki</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Nawroty</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>done</source>
        <translation>gotowe</translation>
    </message>
    <message>
        <source>too complex</source>
        <translation>zbyt złożone</translation>
    </message>
    <message>
        <source>Island %1</source>
        <translation>Wyspa %1</translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Położone płytki</translation>
    </message>
    <message>
        <source>Candidates rejected</source>
        <translation>Odrzuceni kandydaci</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Co algorytm zrobi teraz?</translation>
    </message>
    <message>
        <source>Which cell is added next? Click it on the map.</source>
        <translation>Która komórka zostanie dodana jako następna? Kliknij ją na mapie.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then click its cell.</source>
        <translation>Gdzie trafi następna płytka? Wybierz płytkę, a potem kliknij jej komórkę.</translation>
    </message>
    <message>
        <source>Click the cell on the map, or:</source>
        <translation>Kliknij komórkę na mapie albo:</translation>
    </message>
    <message>
        <source>None any more</source>
        <translation>Już żadna</translation>
    </message>
    <message>
        <source>Tile and rotation</source>
        <translation>Płytka i obrót</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Dobrze!</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Wynik: %1 z %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>a move: an island&apos;s first cell is placed</comment>
        <translation>Zarodek</translation>
    </message>
    <message>
        <source>Density</source>
        <extracomment>Share of the open cells that Sprinkle! turns into pits</extracomment>
        <translation>Gęstość</translation>
    </message>
    <message>
        <source>Sprinkle!</source>
        <extracomment>Button: scatters random pits over the open cells at the density</extracomment>
        <translation>Rozsyp!</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button: stops a build under way; the map shown before it stays</extracomment>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Build cancelled: the map before it stays.</source>
        <translation>Budowanie anulowane: zostaje poprzednia mapa.</translation>
    </message>
    <message>
        <source>Build cancelled: press Start to build again.</source>
        <translation>Budowanie anulowane: naciśnij Uruchom, aby zbudować ponownie.</translation>
    </message>
    <message>
        <source>%1 answers count as right: %2</source>
        <extracomment>After a wrong answer: how many answers count as right (always 2 or more), and the first of them</extracomment>
        <translation>Liczba odpowiedzi uznawanych za poprawne: %1: %2</translation>
    </message>
    <message>
        <source>Given more than once in the address: %1 (the first counts).</source>
        <extracomment>%1: the keys of the page&apos;s address given more than once, e.g. &quot;seed&quot;</extracomment>
        <translation>Podano więcej niż raz w adresie: %1 (liczy się pierwsze).</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2.</source>
        <extracomment>Beside a refused setting: %1 and %2 are its smallest and largest value</extracomment>
        <translation>Liczba całkowita od %1 do %2.</translation>
    </message>
    <message>
        <source>Map view</source>
        <extracomment>The tool bar of buttons that zoom and move the map</extracomment>
        <translation>Widok mapy</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Przybliż</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Oddal</translation>
    </message>
    <message>
        <source>Whole map</source>
        <extracomment>Button: zooms out to show the whole map</extracomment>
        <translation>Cała mapa</translation>
    </message>
    <message>
        <source>Pan</source>
        <extracomment>Toggle button: while on, dragging on the map moves the part shown</extracomment>
        <translation>Przesuwanie</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter answers.</source>
        <extracomment>How to answer a question about a cell with the keyboard</extracomment>
        <translation>Na mapie strzałki przesuwają kursor, a Enter odpowiada.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <extracomment>Button: copies the page&apos;s address, which keeps the pits and settings</extracomment>
        <translation>Kopiuj link</translation>
    </message>
    <message>
        <source>Link to this lesson with your pits and settings</source>
        <translation>Link do tej lekcji z Twoimi dołami i ustawieniami</translation>
    </message>
    <message>
        <source>The pits have changed: press Start to build with them.</source>
        <extracomment>Status: pits were painted over a finished build; they are drawn, not yet built</extracomment>
        <translation>Doły się zmieniły: naciśnij Uruchom, aby zbudować mapę z nimi.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>Skopiowano link.</translation>
    </message>
    <message>
        <source>This browser lets no page copy: the link is selected in the box, copy it from there.</source>
        <translation>Ta przeglądarka nie pozwala stronom kopiować: link jest zaznaczony w polu, skopiuj go stamtąd.</translation>
    </message>
    <message>
        <source>Download result</source>
        <extracomment>You Are the Algorithm: the button that saves the result file (a download)</extracomment>
        <translation>Pobierz wynik</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>You Are the Algorithm, dungeons: the button that places the chosen tile</extracomment>
        <translation>Połóż</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm in the web lesson, islands: %1 the step, %2 how many</extracomment>
        <translation>Krok %1 z %2: co teraz robi algorytm? Kliknij komórkę, którą dodaje (albo zarodek, który umieszcza), lub wybierz ruch.</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter chooses the cell.</source>
        <extracomment>You Are the Algorithm: how to choose a cell with the keyboard</extracomment>
        <translation>Na mapie strzałki przesuwają kursor, a Enter wybiera komórkę.</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (click it)</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when a cell is to be added</extracomment>
        <translation>bieżąca komórka ma jeszcze kandydata do sprawdzenia (kliknij go)</translation>
    </message>
    <message>
        <source>island %1 has reached its size</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when the island is complete; %1 the island</extracomment>
        <translation>wyspa %1 osiągnęła swój rozmiar</translation>
    </message>
    <message>
        <source>Moves: %1 · right: %2 · wrong: %3 · hints: %4</source>
        <extracomment>You Are the Algorithm in the web lesson: the counts so far</extracomment>
        <translation>Ruchy: %1 · poprawne: %2 · błędne: %3 · wskazówki: %4</translation>
    </message>
    <message>
        <source>Result: %1 moves, %2 right, %3 wrong, %4 hints, %5 seconds.</source>
        <extracomment>You Are the Algorithm in the web lesson: the result; %5 is seconds</extracomment>
        <translation>Wynik: ruchy: %1, poprawne: %2, błędne: %3, wskazówki: %4, sekundy: %5.</translation>
    </message>
    <message>
        <source>Shown when you have made the last step or stopped.</source>
        <extracomment>Instead of the statistics while the student makes the steps (they tell how the build ends)</extracomment>
        <translation>Pokazywane po wykonaniu ostatniego kroku lub po przerwaniu.</translation>
    </message>
    <message>
        <source>Why this cell?</source>
        <extracomment>Web lesson: the heading of the panel that explains the cell tapped or hovered</extracomment>
        <translation>Dlaczego ta komórka?</translation>
    </message>
    <message>
        <source>Tap a cell of the map, or point at it, to see why it is or is not a candidate now.</source>
        <extracomment>Web lesson: the why panel before a cell was tapped or hovered</extracomment>
        <translation>Dotknij komórki mapy lub wskaż ją, aby zobaczyć, dlaczego teraz jest kandydatem albo nie.</translation>
    </message>
    <message>
        <source>No call is active.</source>
        <extracomment>Web lesson: the Call Stack panel when no call is active</extracomment>
        <translation>Żadne wywołanie nie jest aktywne.</translation>
    </message>
    <message>
        <source>… and %1 more queued</source>
        <extracomment>Web lesson, Call Stack (dungeon): more queued cells than listed; %1 how many more</extracomment>
        <translation>… i jeszcze w kolejce: %1</translation>
    </message>
    <message>
        <source>… %1 calls below, from the seed&apos;s</source>
        <extracomment>Web lesson, Call Stack: the outer calls not listed (the deepest 50 are); %1 how many</extracomment>
        <translation>… niżej wywołania (%1), od wywołania zarodka</translation>
    </message>
    <message>
        <source>Joining the class…</source>
        <translation>Dołączanie do zajęć…</translation>
    </message>
    <message>
        <source>Following the lecturer</source>
        <translation>Śledzisz prowadzącego</translation>
    </message>
    <message>
        <source>Looking around on your own</source>
        <translation>Rozglądasz się samodzielnie</translation>
    </message>
    <message>
        <source>Follow the lecturer</source>
        <extracomment>Button: back to the lecturer&apos;s step and map</extracomment>
        <translation>Śledź prowadzącego</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kod dołączenia</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s.</source>
        <translation>Ten kod dołączenia nie należy do tych zajęć.</translation>
    </message>
    <message>
        <source>The class is full: no more students can join.</source>
        <translation>Zajęcia są pełne: nie może dołączyć więcej studentów.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>Zajęcia się zakończyły.</translation>
    </message>
    <message>
        <source>Connection lost: joining again…</source>
        <translation>Utracono połączenie: ponowne dołączanie…</translation>
    </message>
    <message>
        <source>Your answer: %1. Wait for the reveal.</source>
        <translation>Twoja odpowiedź: %1. Poczekaj na odsłonięcie.</translation>
    </message>
    <message>
        <source>You have answered this question. Wait for the reveal.</source>
        <translation>Ta odpowiedź na to pytanie została już wysłana. Poczekaj na odsłonięcie.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>Nie udzielono odpowiedzi.</translation>
    </message>
    <message>
        <source>%1% of the room was right.</source>
        <translation>Poprawnie odpowiedziało %1% sali.</translation>
    </message>
    <message>
        <source>not started (size %1)</source>
        <translation>nierozpoczęta (rozmiar %1)</translation>
    </message>
    <message>
        <source>growing (size %1)</source>
        <translation>rośnie (rozmiar %1)</translation>
    </message>
    <message>
        <source>removed: too complex (size %1)</source>
        <translation>usunięta: zbyt złożone (rozmiar %1)</translation>
    </message>
    <message>
        <source>failed: no room for a seed (size %1)</source>
        <translation>nieudana: brak miejsca na zarodek (rozmiar %1)</translation>
    </message>
    <message>
        <source>failed: not enough reachable water (size %1)</source>
        <translation>nieudana: za mało osiągalnej wody (rozmiar %1)</translation>
    </message>
    <message>
        <source>failed: dead end (size %1)</source>
        <translation>nieudana: ślepy zaułek (rozmiar %1)</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <extracomment>A question&apos;s verdict on a wrong answer; the right answer and the reason follow</extracomment>
        <translation>Nie do końca.</translation>
    </message>
    <message>
        <source>Shown once the question is answered.</source>
        <extracomment>While a question is open: the statistics would tell how the build ends</extracomment>
        <translation>Pokazywane po udzieleniu odpowiedzi na pytanie.</translation>
    </message>
    <message>
        <source>Nothing is recorded: this lesson is not opened from a learning platform.</source>
        <extracomment>One line on a graded lesson opened outside a learning platform (Moodle, Canvas)</extracomment>
        <translation>Nic nie jest zapisywane: ta lekcja nie została otwarta z platformy e-learningowej.</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Statistics: the build&apos;s result at the step shown, before its last step</extracomment>
        <translation>w toku</translation>
    </message>
    <message>
        <source>This device is in the class %1 times already (other tabs or browsers): close one of them to join here.</source>
        <extracomment>%1: how many students one device (one network address) may be in a class</extracomment>
        <translation>To urządzenie jest już w klasie %1 razy (inne karty lub przeglądarki): zamknij jedną z nich, aby dołączyć tutaj.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from this network: joining again in %1 s.</source>
        <extracomment>%1: seconds to wait</extracomment>
        <translation>Z tej sieci przyszło zbyt wiele błędnych kodów: ponowna próba za %1 s.</translation>
    </message>
    <message>
        <source>The class goes on in another tab or window of this device.</source>
        <translation>Zajęcia trwają w innej karcie lub oknie tego urządzenia.</translation>
    </message>
    <message>
        <source>Your answer: %1. It has been counted. Wait for the reveal.</source>
        <extracomment>The workbench has received the student&apos;s answer and counted it</extracomment>
        <translation>Twoja odpowiedź: %1. Została policzona. Poczekaj na odsłonięcie.</translation>
    </message>
    <message>
        <source>The learning platform did not answer (%1): what you do may not be recorded.</source>
        <extracomment>%1: the call of the learning platform&apos;s SCORM interface that failed, e.g. LMSGetValue</extracomment>
        <translation>Platforma e-learningowa nie odpowiedziała (%1): to, co robisz, może nie zostać zapisane.</translation>
    </message>
    <message>
        <source>Not restored as stored: %1 of %2 saved entries, which the rule book could not confirm.</source>
        <extracomment>On resuming a graded lesson: %1 of the %2 entries the platform stored (answers, You Are the Algorithm&apos;s counts) were not what the rule book finds</extracomment>
        <translation>Nie przywrócono tak, jak zapisano: %1 z %2 zapisanych wpisów, których reguły nie mogły potwierdzić.</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <extracomment>The grade the learning platform gets, %1 0 to 100; %2 how it is made</extracomment>
        <translation>Ocena %1: %2</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <extracomment>The grade when the build asks nothing to count</extracomment>
        <translation>Ocena %1</translation>
    </message>
    <message>
        <source>questions %1 of %2</source>
        <extracomment>A part of the grade: the questions answered right the first time, of those asked</extracomment>
        <translation>pytania %1 z %2</translation>
    </message>
    <message>
        <source>You Are the Algorithm %1 of %2 moves</source>
        <extracomment>A part of the grade: max(0, right - wrong - hints) of the build&apos;s decisions</extracomment>
        <translation>Jesteś algorytmem %1 z %2 ruchów</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Two parts of the grade, one after the other</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Which cell is added next? Tap it on the map.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>Która komórka zostanie dodana jako następna? Dotknij jej na mapie.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then tap its cell.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>Gdzie trafi następna płytka? Wybierz płytkę, a potem dotknij jej komórki.</translation>
    </message>
    <message>
        <source>Tap the cell on the map, or:</source>
        <extracomment>Web lesson on a touch screen: how to answer a question about a cell</extracomment>
        <translation>Dotknij komórki na mapie albo:</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Tap the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm on a touch screen, islands: %1 the step, %2 how many</extracomment>
        <translation>Krok %1 z %2: co teraz robi algorytm? Dotknij komórki, którą dodaje (albo zarodka, który umieszcza), lub wybierz ruch.</translation>
    </message>
    <message>
        <source>Step %1 of %2: tap the cell that gets the next tile.</source>
        <extracomment>You Are the Algorithm on a touch screen, dungeons: %1 the step, %2 how many</extracomment>
        <translation>Krok %1 z %2: dotknij komórki, która dostanie następną płytkę.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong; %1 the island</extracomment>
        <translation>wyspa %1 jest następna i potrzebuje zarodka (dotknij go)</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong when a cell is to be added</extracomment>
        <translation>bieżąca komórka ma jeszcze kandydata do sprawdzenia (dotknij go)</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>Web lesson on a phone: the button that unfolds the answered question&apos;s panel</extracomment>
        <translation>Więcej</translation>
    </message>
    <message>
        <source>Less</source>
        <extracomment>Web lesson on a phone: the button that folds the answered question&apos;s panel to one line</extracomment>
        <translation>Mniej</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Odtwórz lub wstrzymaj</translation>
    </message>
    <message>
        <source>Step back or on (outside the map)</source>
        <translation>Krok wstecz lub naprzód (poza mapą)</translation>
    </message>
    <message>
        <source>On the map: move the cursor from cell to cell</source>
        <translation>Na mapie: przesuwanie kursora z komórki do komórki</translation>
    </message>
    <message>
        <source>On the map: answer a question with the cursor&apos;s cell, or make your move with it</source>
        <translation>Na mapie: odpowiedź na pytanie komórką kursora albo wykonanie nią swojego ruchu</translation>
    </message>
    <message>
        <source>On the map: put a pit on the cursor&apos;s cell</source>
        <translation>Na mapie: postawienie dołu na komórce kursora</translation>
    </message>
    <message>
        <source>On the map: take the pit away from the cursor&apos;s cell</source>
        <translation>Na mapie: usunięcie dołu z komórki kursora</translation>
    </message>
    <message>
        <source>On the map: why the cursor&apos;s cell is what it is (Why this cell?)</source>
        <translation>Na mapie: dlaczego komórka kursora jest tym, czym jest (Dlaczego ta komórka?)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <extracomment>The heading of the page&apos;s list of keys</extracomment>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>%1, the tile just placed</source>
        <translation>%1, właśnie położona płytka</translation>
    </message>
    <message>
        <source>%1, its candidates being checked</source>
        <translation>%1, sprawdzani są jej kandydaci</translation>
    </message>
    <message>
        <source>%1, half-doors just clipped</source>
        <translation>%1, właśnie przycięte półdrzwi</translation>
    </message>
    <message>
        <source>%1, just queued</source>
        <translation>%1, właśnie dodana do kolejki</translation>
    </message>
    <message>
        <source>Island patterns at every size</source>
        <translation>Wzory wysp w każdym rozmiarze</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mapgen Workbench: step-by-step lessons in procedural map generation. Watch islands grow by recursive backtracking and dungeons fill tile by tile, step forwards and backwards, and paint pits.</source>
        <translation>Mapgen Workbench: lekcje proceduralnego generowania map krok po kroku. Zobacz, jak wyspy rosną dzięki rekurencyjnemu przeszukiwaniu z nawrotami, a lochy wypełniają się płytka po płytce, przechodź krok po kroku naprzód i wstecz oraz rysuj doły.</translation>
    </message>
    <message>
        <source>A scenario file (*.mapgen.json) to open. Without one, the built-in demo opens.</source>
        <translation>Plik scenariusza (*.mapgen.json) do otwarcia. Bez niego otwiera się wbudowany scenariusz demonstracyjny.</translation>
    </message>
    <message>
        <source>Mapgen Workbench</source>
        <translation>Mapgen Workbench</translation>
    </message>
    <message>
        <source>Start the live class at once and print its address (&quot;class: URL&quot;).</source>
        <translation>Od razu rozpocznij zajęcia na żywo i wypisz ich adres (&quot;class: URL&quot;).</translation>
    </message>
    <message>
        <source>The address the class listens on (default: all).</source>
        <translation>Adres, na którym nasłuchują zajęcia (domyślnie: wszystkie).</translation>
    </message>
    <message>
        <source>The class&apos;s port (default: a free one).</source>
        <translation>Port zajęć (domyślnie: dowolny wolny).</translation>
    </message>
    <message>
        <source>Not an IP address: %1</source>
        <translation>To nie jest adres IP: %1</translation>
    </message>
    <message>
        <source>Not a port: %1</source>
        <translation>To nie jest port: %1</translation>
    </message>
    <message>
        <source>Keep the class&apos;s answers in this file as they arrive, and make it the class results (CSV) when the class ends. Given again after a crash, the class goes on.</source>
        <translation>Zapisuj odpowiedzi z zajęć w tym pliku, gdy tylko nadejdą, i po zakończeniu zajęć zrób z niego wyniki zajęć (CSV). Podany ponownie po awarii pozwala kontynuować zajęcia.</translation>
    </message>
    <message>
        <source>%1: its last line was written only in part (the workbench stopped while writing it) and is left out.</source>
        <translation>%1: ostatni wiersz został zapisany tylko częściowo (program zatrzymał się w trakcie zapisu) i zostaje pominięty.</translation>
    </message>
</context>
</TS>
