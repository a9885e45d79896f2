<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Lec&amp;ture</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <source>Play the build (Space)</source>
        <translation>Lire la construction (Espace)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Ouvrir un fichier de scénario</translation>
    </message>
    <message>
        <source>Open &amp;Demo Scenario</source>
        <translation>Ouvrir la &amp;démo</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Export Map as &amp;PNG…</source>
        <translation>Exporter la carte en &amp;PNG…</translation>
    </message>
    <message>
        <source>Export Map as S&amp;VG…</source>
        <translation>Exporter la carte en S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>Build the islands and play the build</extracomment>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Clear everything, pits included (C)</source>
        <translation>Tout effacer, fosses comprises (C)</translation>
    </message>
    <message>
        <source>Sprin&amp;kle!</source>
        <extracomment>Scatter random pits over the open water</extracomment>
        <translation>Parse&amp;mer&#xa0;!</translation>
    </message>
    <message>
        <source>Scatter random pits over the open water at the chosen density</source>
        <translation>Parsemer l’eau libre de fosses au hasard, à la densité choisie</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Nouvelle graine</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <source>Show the next step (Right)</source>
        <translation>Montrer l’étape suivante (Droite)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Étape pré&amp;cédente</translation>
    </message>
    <message>
        <source>Take back the last step (Left)</source>
        <translation>Revenir à l’étape précédente (Gauche)</translation>
    </message>
    <message>
        <source>Go to S&amp;tart</source>
        <translation>Aller au dé&amp;but</translation>
    </message>
    <message>
        <source>Show the map before the first step (Home)</source>
        <translation>Montrer la carte avant la première étape (Début)</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>Aller à la &amp;fin</translation>
    </message>
    <message>
        <source>Show the finished map (End)</source>
        <translation>Montrer la carte terminée (Fin)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind-Safe Palette</source>
        <translation>Palette adaptée aux &amp;daltoniens</translation>
    </message>
    <message>
        <source>&amp;About Mapgen Workbench</source>
        <translation>À &amp;propos de Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;Islands</source>
        <extracomment>Lesson mode: islands grown by recursive backtracking</extracomment>
        <translation>Î&amp;les</translation>
    </message>
    <message>
        <source>The island lesson: islands grown by recursive backtracking (Ctrl+1)</source>
        <translation>La leçon des îles&#xa0;: des îles qui poussent par retour sur trace récursif (Ctrl+1)</translation>
    </message>
    <message>
        <source>&amp;Dungeon</source>
        <extracomment>Lesson mode: a dungeon of tiles with a guaranteed start-to-end path</extracomment>
        <translation>D&amp;onjon</translation>
    </message>
    <message>
        <source>The dungeon lesson: tiles with half-doors and a guaranteed start-to-end path (Ctrl+2)</source>
        <translation>La leçon du donjon&#xa0;: des tuiles à demi-portes et un chemin garanti du départ à l’arrivée (Ctrl+2)</translation>
    </message>
    <message>
        <source>Re&amp;duce Motion</source>
        <translation>Réduire le mou&amp;vement</translation>
    </message>
    <message>
        <source>Cells the build changes light up without fading out</source>
        <translation>Les cellules que la construction change s’allument sans s’estomper</translation>
    </message>
    <message>
        <source>Ne&amp;xt Panel</source>
        <translation>Panneau &amp;suivant</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next panel or the map (F6)</source>
        <translation>Déplacer le focus clavier vers le panneau suivant ou la carte (F6)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Panel</source>
        <translation>Panneau précéde&amp;nt</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the panel or the map before (Shift+F6)</source>
        <translation>Déplacer le focus clavier vers le panneau précédent ou la carte (Maj+F6)</translation>
    </message>
    <message>
        <source>Draw each island&apos;s pattern in its cells at every zoom, not only where its number does not fit</source>
        <translation>Dessiner le motif de chaque île dans ses cellules à tous les niveaux de zoom, pas seulement là où son numéro ne tient pas</translation>
    </message>
    <message>
        <source>Island Patterns at &amp;Every Size</source>
        <translation>Motifs des îles à &amp;toutes les tailles</translation>
    </message>
</context>
<context>
    <name>AlgorithmCode</name>
    <message>
        <source>one island after another</source>
        <translation>une île après l’autre</translation>
    </message>
    <message>
        <source>drawn for every island</source>
        <translation>tirée pour chaque île</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands keep a cell apart</source>
        <translation>NOUVEAU EN 6b&#xa0;: les îles restent à une cellule l’une de l’autre</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>ligne par ligne</translation>
    </message>
    <message>
        <source>no room for a seed</source>
        <translation>pas de place pour un germe</translation>
    </message>
    <message>
        <source>the seed becomes land of i</source>
        <translation>le germe devient terre de i</translation>
    </message>
    <message>
        <source>not enough water reachable through valid cells</source>
        <translation>trop peu d’eau accessible par des cellules valides</translation>
    </message>
    <message>
        <source>every path from the seed dead-ended</source>
        <translation>tous les chemins partant du germe ont abouti à une impasse</translation>
    </message>
    <message>
        <source>the trace reached the step limit: stop</source>
        <translation>le journal a atteint la limite d’étapes&#xa0;: arrêt</translation>
    </message>
    <message>
        <source>one call per cell on the path</source>
        <translation>un appel par cellule du chemin</translation>
    </message>
    <message>
        <source>base case</source>
        <translation>cas de base</translation>
    </message>
    <message>
        <source>the orthogonal neighbours</source>
        <translation>les voisins orthogonaux</translation>
    </message>
    <message>
        <source>Fisher-Yates with below()</source>
        <translation>Fisher-Yates avec below()</translation>
    </message>
    <message>
        <source>go one level deeper</source>
        <translation>descendre d’un niveau</translation>
    </message>
    <message>
        <source>the path through X failed</source>
        <translation>le chemin par X a échoué</translation>
    </message>
    <message>
        <source>every candidate failed</source>
        <translation>toutes les candidates ont échoué</translation>
    </message>
    <message>
        <source>a pit, or land already</source>
        <translation>une fosse, ou déjà de la terre</translation>
    </message>
    <message>
        <source>NEW IN 6b</source>
        <translation>NOUVEAU EN 6b</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands never touch</source>
        <translation>NOUVEAU EN 6b&#xa0;: les îles ne se touchent jamais</translation>
    </message>
    <message>
        <source>open: the non-pit cells, row by row</source>
        <translation>open&#xa0;: les cellules sans fosse, ligne par ligne</translation>
    </message>
    <message>
        <source>the fill queue</source>
        <translation>la file de remplissage</translation>
    </message>
    <message>
        <source>skip: filled already</source>
        <translation>sauter&#xa0;: déjà remplie</translation>
    </message>
    <message>
        <source>rule 1: keep the passage into X</source>
        <translation>règle 1&#xa0;: garder le passage vers X</translation>
    </message>
    <message>
        <source>rule 2: never cut the last path</source>
        <translation>règle 2&#xa0;: ne jamais couper le dernier chemin</translation>
    </message>
    <message>
        <source>the big room always passes</source>
        <translation>la grande salle convient toujours</translation>
    </message>
    <message>
        <source>cells never queued stay rock</source>
        <translation>les cellules jamais mises en file restent de la roche</translation>
    </message>
    <message>
        <source>facing a cell, not border or pit</source>
        <translation>face à une cellule, pas au bord ni à une fosse</translation>
    </message>
    <message>
        <source>no half-door faces a wall</source>
        <translation>aucune demi-porte ne donne sur un mur</translation>
    </message>
    <message>
        <source>once, at the back</source>
        <translation>une fois, en fin de file</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CellInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>À l’étape&#xa0;:</translation>
    </message>
    <message>
        <source>State:</source>
        <extracomment>Cell Inspector: what the cell is now</extracomment>
        <translation>État&#xa0;:</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <extracomment>Cell Inspector: whether the growing island may expand to the cell now</extracomment>
        <translation>Candidate&#xa0;:</translation>
    </message>
    <message>
        <source>As a seed:</source>
        <extracomment>Cell Inspector: whether the cell may take an island&apos;s seed</extracomment>
        <translation>Comme germe&#xa0;:</translation>
    </message>
    <message>
        <source>Cell inspector</source>
        <extracomment>Name of the Cell Inspector for screen readers</extracomment>
        <translation>Inspecteur de cellule</translation>
    </message>
    <message>
        <source>valid: open water, inside the map</source>
        <translation>valide&#xa0;: eau libre, dans la carte</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 4 neighbours</source>
        <translation>admissible&#xa0;: eau libre, aucune terre parmi ses 4 voisines</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 8 neighbours</source>
        <translation>admissible&#xa0;: eau libre, aucune terre parmi ses 8 voisines</translation>
    </message>
    <message>
        <source>no: out of the map</source>
        <translation>non&#xa0;: hors de la carte</translation>
    </message>
    <message>
        <source>no: a pit</source>
        <translation>non&#xa0;: une fosse</translation>
    </message>
    <message>
        <source>no: already land of island %1</source>
        <translation>non&#xa0;: déjà terre de l’île %1</translation>
    </message>
    <message>
        <source>no (rule %1): a neighbour of island %2 at (%3, %4)</source>
        <extracomment>Cell Inspector: the seed rule refuses the cell; %1 the rule (6a or 6b), %2 island, (%3, %4) its cell</extracomment>
        <translation>non (règle %1)&#xa0;: voisine de l’île %2 en (%3, %4)</translation>
    </message>
    <message>
        <source>no (rule 6b): a neighbour of island %1 at (%2, %3)</source>
        <extracomment>Cell Inspector: the 6b rule refuses the cell; %1 the other island, (%2, %3) its cell</extracomment>
        <translation>non (règle 6b)&#xa0;: voisine de l’île %1 en (%2, %3)</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Aucune cellule sélectionnée</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>the start, before the first step</source>
        <translation>le début, avant la première étape</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>a pit</source>
        <translation>une fosse</translation>
    </message>
    <message>
        <source>land of island %1</source>
        <translation>terre de l’île %1</translation>
    </message>
    <message>
        <source>%1, the seed just placed</source>
        <translation>%1, le germe tout juste placé</translation>
    </message>
    <message>
        <source>%1, the cell just added</source>
        <translation>%1, la cellule tout juste ajoutée</translation>
    </message>
    <message>
        <source>%1, the cell just backtracked</source>
        <translation>%1, la cellule tout juste retirée par un retour arrière</translation>
    </message>
    <message>
        <source>%1, a candidate of the cell just added</source>
        <translation>%1, une candidate de la cellule tout juste ajoutée</translation>
    </message>
    <message>
        <source>no island left to grow</source>
        <extracomment>Cell Inspector: no island is growing or left to grow</extracomment>
        <translation>plus aucune île à faire pousser</translation>
    </message>
    <message>
        <source>for island %1, %2</source>
        <extracomment>Cell Inspector: %1 island, %2 the verdict</extracomment>
        <translation>pour l’île %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no island left to seed</source>
        <extracomment>Cell Inspector, As a seed: every island has been built (or the build gave up)</extracomment>
        <translation>plus aucune île à semer</translation>
    </message>
    <message>
        <source>shown once the question is answered</source>
        <extracomment>Cell Inspector: instead of a verdict while a question is open</extracomment>
        <translation>affiché une fois la question répondue</translation>
    </message>
    <message>
        <source>a candidate: open water beside the current cell (%1, %2), not tried yet</source>
        <extracomment>Cell Inspector: grow() may try the cell next; (%1, %2) the cell grow() is at now</extracomment>
        <translation>une candidate&#xa0;: eau libre à côté de la cellule actuelle (%1, %2), pas encore essayée</translation>
    </message>
    <message>
        <source>no: not beside the current cell (%1, %2), so not its candidate</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>non&#xa0;: pas à côté de la cellule actuelle (%1, %2), donc pas sa candidate</translation>
    </message>
    <message>
        <source>no: tried from the current cell (%1, %2) already</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>non&#xa0;: déjà essayée depuis la cellule actuelle (%1, %2)</translation>
    </message>
    <message>
        <source>no: it has no cell yet, its seed comes first</source>
        <extracomment>Cell Inspector: the island growing next has no cell to grow from yet</extracomment>
        <translation>non&#xa0;: elle n’a pas encore de cellule, son germe vient d’abord</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>its first line is not a class journal&apos;s header</source>
        <translation>sa première ligne n’est pas l’en-tête d’un journal de classe</translation>
    </message>
    <message>
        <source>it was written by a newer version of the workbench</source>
        <translation>il a été écrit par une version plus récente du programme</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>son en-tête est endommagé</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing can be written in the folder of %1: %2</source>
        <translation>Rien ne peut être écrit dans le dossier de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is a folder. Name a file for the class results.</source>
        <translation>%1 est un dossier. Indiquez un fichier pour les résultats de la classe.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 holds the results of a class that has ended. Name another file for this class&apos;s results.</source>
        <translation>%1 contient les résultats d’une classe terminée. Indiquez un autre fichier pour les résultats de cette classe.</translation>
    </message>
    <message>
        <source>%1 is neither a class journal nor class results. Name another file for the class results.</source>
        <translation>%1 n’est ni un journal de classe ni des résultats de classe. Indiquez un autre fichier pour les résultats de la classe.</translation>
    </message>
    <message>
        <source>%1 is a class journal that cannot be continued: %2. Name another file for the class results.</source>
        <translation>%1 est un journal de classe qui ne peut pas être poursuivi&#xa0;: %2. Indiquez un autre fichier pour les résultats de la classe.</translation>
    </message>
    <message>
        <source>%1 is the journal of a class with another lesson (%2, %3 x %4): open that lesson to continue its class, or name another file for the class results.</source>
        <translation>%1 est le journal d’une classe avec une autre leçon (%2, %3 x %4)&#xa0;: ouvrez cette leçon pour poursuivre sa classe, ou indiquez un autre fichier pour les résultats de la classe.</translation>
    </message>
    <message>
        <source>line %1 is not an event of a class</source>
        <translation>la ligne %1 n’est pas un événement de classe</translation>
    </message>
    <message>
        <source>The class&apos;s journal %1 is not open.</source>
        <translation>Le journal de la classe %1 n’est pas ouvert.</translation>
    </message>
    <message>
        <source>%1 cannot be written to the disk: %2</source>
        <translation>%1 ne peut pas être écrit sur le disque&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>The address on each network of this computer: choose the one the students&apos; phones are on</source>
        <translation>L’adresse sur chaque réseau de cet ordinateur&#xa0;: choisissez celle du réseau où sont les téléphones des étudiants</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>Code d’accès&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>%n étudiant a rejoint la classe</numerusform>
            <numerusform>%n étudiants ont rejoint la classe</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Révéler</translation>
    </message>
    <message>
        <source>Show which answers are right, here and on every phone</source>
        <translation>Montrer quelles réponses sont justes, ici et sur chaque téléphone</translation>
    </message>
    <message>
        <source>&amp;End Class</source>
        <translation>&amp;Terminer la classe</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n réponse</numerusform>
            <numerusform>%n réponses</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the &amp;map</source>
        <extracomment>A check box in the Class panel: lets the lecturer&apos;s mouse paint pits during a class</extracomment>
        <translation>&amp;Modifier la carte</translation>
    </message>
    <message>
        <source>Let the mouse and Space paint pits on the map. Every phone follows each edit; off, a click on the map only focuses the window.</source>
        <translation>Laisser la souris et Espace peindre des fosses sur la carte. Chaque téléphone suit chaque modification&#xa0;; désactivé, un clic sur la carte ne fait qu’activer la fenêtre.</translation>
    </message>
</context>
<context>
    <name>ClassServer</name>
    <message>
        <source>The class could not listen on %1.</source>
        <translation>La classe n’a pas pu écouter sur %1.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Start &amp;Class</source>
        <translation>&amp;Démarrer la classe</translation>
    </message>
    <message>
        <source>Serve this lesson to the students&apos; phones on the local network: they follow the map and answer the questions (F7 again ends the class)</source>
        <translation>Servir cette leçon aux téléphones des étudiants sur le réseau local&#xa0;: ils suivent la carte et répondent aux questions (F7 à nouveau termine la classe)</translation>
    </message>
    <message>
        <source>Re&amp;veal Answers</source>
        <translation>Ré&amp;véler les réponses</translation>
    </message>
    <message>
        <source>Mark the answers the rule book accepts, here and on every phone</source>
        <translation>Marquer les réponses que le règlement accepte, ici et sur chaque téléphone</translation>
    </message>
    <message>
        <source>Class &amp;Results...</source>
        <translation>&amp;Résultats de la classe...</translation>
    </message>
    <message>
        <source>The class&apos;s answers as CSV: a row per question, no names</source>
        <translation>Les réponses de la classe en CSV&#xa0;: une ligne par question, sans noms</translation>
    </message>
    <message>
        <source>Start Class</source>
        <translation>Démarrer la classe</translation>
    </message>
    <message>
        <source>This build of the workbench has no web lesson player (built without emscripten), so it cannot serve a class.</source>
        <translation>Cette version du programme n’a pas de lecteur de leçons web (compilée sans emscripten)&#xa0;: elle ne peut pas servir de classe.</translation>
    </message>
    <message>
        <source>End &amp;Class</source>
        <translation>T&amp;erminer la classe</translation>
    </message>
    <message>
        <source>Export Class Results</source>
        <translation>Exporter les résultats de la classe</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Que fait l’algorithme ensuite&#xa0;?</translation>
    </message>
    <message>
        <source>Which cell is added next?</source>
        <translation>Quelle cellule est ajoutée ensuite&#xa0;?</translation>
    </message>
    <message>
        <source>Where does the next tile go?</source>
        <translation>Où va la prochaine tuile&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%1% of the room right (%2 of %n)</source>
        <translation>
            <numerusform>%1&#xa0;% de la salle a juste (%2 sur %n)</numerusform>
            <numerusform>%1&#xa0;% de la salle a juste (%2 sur %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers</source>
        <translation>Aucune réponse</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>La réponse&#xa0;: %1.</translation>
    </message>
    <message>
        <source>During the class the map paints no pits (every phone follows an edit): tick &quot;Edit the map&quot; in the Class panel to paint</source>
        <translation>Pendant la classe, la carte ne peint pas de fosses (chaque téléphone suit chaque modification)&#xa0;: cochez «&#xa0;Modifier la carte&#xa0;» dans le panneau Classe pour peindre</translation>
    </message>
    <message>
        <source>Class Results</source>
        <translation>Résultats de la classe</translation>
    </message>
    <message>
        <source>The answers are still counted, but those not written to the file are lost if the workbench stops before the class ends.</source>
        <translation>Les réponses sont toujours comptées, mais celles qui ne sont pas écrites dans le fichier sont perdues si le programme s’arrête avant la fin de la classe.</translation>
    </message>
    <message>
        <source>%1 is this class&apos;s journal: it becomes the class results when the class ends.</source>
        <translation>%1 est le journal de cette classe&#xa0;: il devient les résultats de la classe à la fin de celle-ci.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Current line %1: %2</source>
        <extracomment>Code dock, for screen readers: the line the current step executes</extracomment>
        <translation>Ligne actuelle %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CompareMode</name>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>Build the same world twice side by side, with another rule, randomize or seed on the right</source>
        <translation>Construire deux fois le même monde côte à côte, avec à droite une autre règle, un autre réglage d’ordre aléatoire ou une autre graine</translation>
    </message>
    <message>
        <source>Right side:</source>
        <translation>Côté droit&#xa0;:</translation>
    </message>
    <message>
        <source>Stage 6a</source>
        <translation>Phase 6a</translation>
    </message>
    <message>
        <source>Stage 6b</source>
        <translation>Phase 6b</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Ordre aléatoire</translation>
    </message>
    <message>
        <source>The templates the right side&apos;s dungeon may place (the big room always)</source>
        <translation>Les modèles que le donjon du côté droit peut poser (la grande salle toujours)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Follow:</source>
        <translation>Suivre&#xa0;:</translation>
    </message>
    <message>
        <source>Step number</source>
        <translation>Numéro d’étape</translation>
    </message>
    <message>
        <source>Island progress</source>
        <translation>Progression des îles</translation>
    </message>
    <message>
        <source>How the right side follows the timeline: the same step number, or the same island at the same size or state where the builds&apos; lengths differ</source>
        <translation>Comment le côté droit suit la ligne de temps&#xa0;: au même numéro d’étape ou, là où les constructions n’ont pas la même longueur, à la même île, à la même taille ou dans le même état</translation>
    </message>
    <message>
        <source>Tiles: %1 of %2</source>
        <translation>Tuiles&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Arrêter la comparaison</translation>
    </message>
    <message>
        <source>Right side&apos;s statistics</source>
        <translation>Statistiques du côté droit</translation>
    </message>
</context>
<context>
    <name>ConstructCoach</name>
    <message>
        <source>The first wrong move was at step %1.</source>
        <translation>Le premier coup faux était à l’étape %1.</translation>
    </message>
    <message>
        <source>took %1 min %2 s</source>
        <translation>durée %1 min %2 s</translation>
    </message>
    <message numerus="yes">
        <source>took %n s</source>
        <extracomment>How long You Are the Algorithm took, e.g. &quot;took 12 min 5 s&quot;</extracomment>
        <translation>
            <numerusform>durée %n s</numerusform>
            <numerusform>durée %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>You Are the Algorithm</source>
        <translation>Vous êtes l’algorithme</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm</source>
        <translation>Vous êtes l’&amp;algorithme</translation>
    </message>
    <message>
        <source>&amp;Make Every Step Yourself</source>
        <translation>&amp;Faire chaque étape vous-même</translation>
    </message>
    <message>
        <source>Make every step of the build yourself; the workbench checks each move</source>
        <translation>Faire vous-même chaque étape de la construction&#xa0;; le programme vérifie chaque action</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show the right move, on the map and in words (counted)</source>
        <translation>Montrer la bonne action, sur la carte et par écrit (l’indice est compté)</translation>
    </message>
    <message>
        <source>&amp;Save Result…</source>
        <translation>&amp;Enregistrer le résultat…</translation>
    </message>
    <message>
        <source>Save moves, right, wrong, hints and time as a small JSON file for the lecturer</source>
        <translation>Enregistrer les actions, justes et fausses, les indices et la durée dans un petit fichier JSON pour l’enseignant</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>La récursion revient en arrière d’une cellule</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>L’île a atteint sa taille cible</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>L’île ne peut pas pousser</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Toutes les îles sont construites</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>La construction abandonne&#xa0;: trop complexe</translation>
    </message>
    <message>
        <source>Turn the mode on with Build &gt; You Are the Algorithm (%1).</source>
        <translation>Activez le mode avec Construction &gt; Vous êtes l’algorithme (%1).</translation>
    </message>
    <message>
        <source>Waiting for the build&apos;s next steps…</source>
        <translation>En attente des prochaines étapes de la construction…</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move. The Call Stack shows the current cell and the island&apos;s size.</source>
        <translation>Étape %1 sur %2&#xa0;: que fait l’algorithme maintenant&#xa0;? Cliquez sur la cellule qu’il ajoute (ou sur le germe qu’il place), ou choisissez une action. Le panneau Pile d’appels montre la cellule actuelle et la taille de l’île.</translation>
    </message>
    <message>
        <source>Step %1 of %2: click the cell that gets the next tile.</source>
        <translation>Étape %1 sur %2&#xa0;: cliquez sur la cellule qui reçoit la prochaine tuile.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2? Choose it and press Place.</source>
        <translation>Quelle tuile, avec quelle rotation, va à la ligne %1, colonne %2&#xa0;? Choisissez-la et appuyez sur Poser.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n juste</numerusform>
            <numerusform>%n justes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n fausse</numerusform>
            <numerusform>%n fausses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n indice</numerusform>
            <numerusform>%n indices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Result: %n move(s)</source>
        <translation>
            <numerusform>Résultat&#xa0;: %n action</numerusform>
            <numerusform>Résultat&#xa0;: %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>You built the whole map.</source>
        <translation>Vous avez construit toute la carte.</translation>
    </message>
    <message>
        <source>Stopped before the end of the build.</source>
        <translation>Arrêté avant la fin de la construction.</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be the seed as well. The seed is drawn at random; this build drew row %3, column %4, and goes on with it.</source>
        <translation>La cellule de la ligne %1, colonne %2 pourrait aussi être le germe. Le germe est tiré au hasard&#xa0;; cette construction a tiré la cellule de la ligne %3, colonne %4 et continue avec celle-ci.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate as well. Randomize shuffles the candidates; this build tries row %3, column %4 first and goes on with it.</source>
        <translation>La cellule de la ligne %1, colonne %2 est aussi une candidate. L’ordre aléatoire mélange les candidates&#xa0;; cette construction essaie d’abord la cellule de la ligne %3, colonne %4 et continue avec celle-ci.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the seed: %3</source>
        <translation>Ligne %1, colonne %2 comme germe&#xa0;: %3</translation>
    </message>
    <message>
        <source>No cell is added now: %1.</source>
        <translation>Aucune cellule n’est ajoutée maintenant&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not beside the current cell (%3, %4): grow() tries only the cells above, left, right and below it.</source>
        <translation>La cellule de la ligne %1, colonne %2 n’est pas voisine de la cellule actuelle (%3, %4)&#xa0;: grow() n’essaie que les cellules situées au-dessus, à gauche, à droite et au-dessous de celle-ci.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the next cell: %3</source>
        <translation>Ligne %1, colonne %2 comme cellule suivante&#xa0;: %3</translation>
    </message>
    <message>
        <source>Row %1, column %2 was tried from (%3, %4) already and backtracked.</source>
        <translation>La cellule de la ligne %1, colonne %2 a déjà été essayée depuis (%3, %4) et abandonnée par un retour arrière.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate, but another comes first: without randomize, grow() tries them up, left, right, down.</source>
        <translation>La cellule de la ligne %1, colonne %2 est une candidate, mais une autre passe avant&#xa0;: sans ordre aléatoire, grow() les essaie dans l’ordre haut, gauche, droite, bas.</translation>
    </message>
    <message>
        <source>Not %1 now: %2.</source>
        <translation>Pas «&#xa0;%1&#xa0;» maintenant&#xa0;: %2.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (click it)</source>
        <translation>l’île %1 est la suivante et a besoin d’un germe (cliquez dessus)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try (click it)</source>
        <translation>la cellule actuelle (%1, %2) a encore une candidate à essayer (cliquez dessus)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) has no candidate left to try</source>
        <translation>la cellule actuelle (%1, %2) n’a plus de candidate à essayer</translation>
    </message>
    <message numerus="yes">
        <source>island %1 has its %n cell(s)</source>
        <translation>
            <numerusform>l’île %1 a atteint sa taille de %n cellule</numerusform>
            <numerusform>l’île %1 a atteint sa taille de %n cellules</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell is left where island %1 could have its seed</source>
        <translation>il ne reste aucune cellule où l’île %1 pourrait avoir son germe</translation>
    </message>
    <message>
        <source>too little water is reachable from the seed of island %1</source>
        <translation>trop peu d’eau libre est accessible depuis le germe de l’île %1</translation>
    </message>
    <message>
        <source>every path from the seed of island %1 dead-ended</source>
        <translation>tous les chemins partant du germe de l’île %1 ont abouti à une impasse</translation>
    </message>
    <message>
        <source>every island has been built</source>
        <translation>toutes les îles ont été construites</translation>
    </message>
    <message>
        <source>the build has reached its step limit</source>
        <translation>la construction a atteint sa limite d’étapes</translation>
    </message>
    <message>
        <source>No tile is placed any more.</source>
        <translation>Plus aucune tuile n’est posée.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a pit.</source>
        <translation>La cellule de la ligne %1, colonne %2 est une fosse.</translation>
    </message>
    <message>
        <source>Row %1, column %2 has a tile already.</source>
        <translation>La cellule de la ligne %1, colonne %2 a déjà une tuile.</translation>
    </message>
    <message>
        <source>Row %1, column %2 waits in the fill queue; the cell at its front comes first.</source>
        <translation>La cellule de la ligne %1, colonne %2 attend dans la file de remplissage&#xa0;; la cellule en tête de file passe d’abord.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not in the fill queue: only cells beside an open door join it.</source>
        <translation>La cellule de la ligne %1, colonne %2 n’est pas dans la file de remplissage&#xa0;: seules les cellules voisines d’une porte ouverte y entrent.</translation>
    </message>
    <message>
        <source>That tile does not fit on row %1, column %2: %3</source>
        <translation>Cette tuile ne convient pas à la ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <source>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turn(s) and goes on with it.</source>
        <translation>
            <numerusform>Cette tuile convient aussi. Un candidat valide est tiré au hasard&#xa0;; cette construction a tiré %1 avec %n quart de tour et continue avec celui-ci.</numerusform>
            <numerusform>Cette tuile convient aussi. Un candidat valide est tiré au hasard&#xa0;; cette construction a tiré %1 avec %n quarts de tour et continue avec celui-ci.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Étape %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Hint: %1 on row %2, column %3</source>
        <translation>Indice&#xa0;: %1 à la ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>Indice&#xa0;: %1 avec %n quart de tour, à la ligne %2, colonne %3</numerusform>
            <numerusform>Indice&#xa0;: %1 avec %n quarts de tour, à la ligne %2, colonne %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Result</source>
        <translation>Enregistrer le résultat</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Fichiers de résultat (*.json)</translation>
    </message>
    <message>
        <source>Result saved to %1</source>
        <translation>Résultat enregistré dans %1</translation>
    </message>
    <message>
        <source>&amp;Backtrack</source>
        <translation>&amp;Retour arrière</translation>
    </message>
    <message>
        <source>Island &amp;Complete</source>
        <translation>Île com&amp;plète</translation>
    </message>
    <message>
        <source>Island &amp;Failed</source>
        <translation>É&amp;chec de l’île</translation>
    </message>
    <message>
        <source>All &amp;Done</source>
        <translation>Tout est &amp;terminé</translation>
    </message>
    <message>
        <source>&amp;Too Complex</source>
        <translation>Trop comple&amp;xe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Germe</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be drawn as well; this build drew row %3, column %4, and goes on with it.</source>
        <translation>La ligne %1, colonne %2 pouvait aussi être tirée ; cette construction a tiré la ligne %3, colonne %4, et continue avec elle.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is outside the map.</source>
        <translation>La ligne %1, colonne %2 est hors de la carte.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is the start; the end goes on another open cell.</source>
        <translation>La ligne %1, colonne %2 est le départ ; l’arrivée va sur une autre case libre.</translation>
    </message>
    <message>
        <source>The start and the end get the big room (%1).</source>
        <translation>Le départ et l’arrivée reçoivent la grande salle (%1).</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed</source>
        <translation>l’île %1 est la suivante et a besoin d’un germe</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try</source>
        <translation>la cellule actuelle (%1, %2) a encore une candidate à essayer</translation>
    </message>
</context>
<context>
    <name>ConstructPanel</name>
    <message>
        <source>Place the chosen tile on row %1, column %2</source>
        <translation>Poser la tuile choisie à la ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>C’est juste.</translation>
    </message>
    <message>
        <source>Not that.</source>
        <translation>Pas ça.</translation>
    </message>
    <message>
        <source>You are the algorithm: make every step of the build yourself. Click the cell to add, or the next seed (or move the map&apos;s cursor with the arrow keys and press Enter), or choose a move below. A right move is carried out; a wrong one is explained and changes nothing.</source>
        <translation>Vous êtes l’algorithme&#xa0;: faites vous-même chaque étape de la construction. Cliquez sur la cellule à ajouter, ou sur le prochain germe (ou déplacez le curseur de la carte avec les flèches et appuyez sur Entrée), ou choisissez une action ci-dessous. Une action juste est exécutée&#xa0;; une action fausse est expliquée et ne change rien.</translation>
    </message>
    <message>
        <source>You are the algorithm: click the queued cell that gets the next tile (or move the map&apos;s cursor with the arrow keys and press Enter), then choose the tile and its turn. The workbench does the steps that are not your decision: drawing start and end with their big rooms, rejecting candidates, clipping and queueing, and skipping filled cells.</source>
        <translation>Vous êtes l’algorithme&#xa0;: cliquez sur la cellule en file qui reçoit la prochaine tuile (ou déplacez le curseur de la carte avec les flèches et appuyez sur Entrée), puis choisissez la tuile et sa rotation. Le programme fait les étapes qui ne relèvent pas de votre décision&#xa0;: tirer au sort le départ et l’arrivée avec leurs grandes salles, rejeter des candidats, rogner et mettre en file, et sauter les cellules déjà remplies.</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Poser</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Islands</source>
        <translation>Îles</translation>
    </message>
    <message>
        <source>How many islands to grow in one run (1 to 8).</source>
        <translation>Combien d’îles faire pousser en une exécution (de 1 à 8).</translation>
    </message>
    <message>
        <source>Mi&amp;n island size:</source>
        <translation>Taille minimale d’île&#xa0;:</translation>
    </message>
    <message>
        <source>Ma&amp;x island size:</source>
        <translation>Taille ma&amp;ximale d’île&#xa0;:</translation>
    </message>
    <message>
        <source>Each island aims for a random size between min and max cells. If min is larger than max, the two are swapped.</source>
        <translation>Chaque île vise une taille aléatoire entre le minimum et le maximum de cellules. Si le minimum dépasse le maximum, les deux sont échangés.</translation>
    </message>
    <message>
        <source>On: candidates are shuffled, shapes look organic. Off: candidates are tried in a fixed order (up, left, right, down).</source>
        <translation>Activé&#xa0;: les cellules candidates sont mélangées, les formes paraissent naturelles. Désactivé&#xa0;: elles sont essayées dans un ordre fixe (haut, gauche, droite, bas).</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Rè&amp;gle&#xa0;:</translation>
    </message>
    <message>
        <source>Stage 6a: orthogonal</source>
        <extracomment>Island rule 6a: islands only keep apart orthogonally</extracomment>
        <translation>Phase 6a&#xa0;: orthogonale</translation>
    </message>
    <message>
        <source>Stage 6b: all 8 neighbours</source>
        <extracomment>Island rule 6b: no island may touch another, not even diagonally</extracomment>
        <translation>Phase 6b&#xa0;: les 8 voisines</translation>
    </message>
    <message>
        <source>Stage 6a only asks for open water; Stage 6b also keeps every island away from the others in all 8 directions.</source>
        <translation>La phase 6a demande seulement de l’eau libre&#xa0;; la phase 6b tient en plus chaque île à l’écart des autres dans les 8 directions.</translation>
    </message>
    <message>
        <source>S&amp;tep limit:</source>
        <translation>Limi&amp;te d’étapes&#xa0;:</translation>
    </message>
    <message>
        <source>A build that reaches this many steps stops with &quot;Too complex&quot;.</source>
        <translation>Une construction qui atteint ce nombre d’étapes s’arrête avec «&#xa0;Trop complexe&#xa0;».</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Monde</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same map.</source>
        <translation>La même graine avec les mêmes réglages donne toujours la même carte.</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>Button that picks a new random seed</extracomment>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation>Choisir une nouvelle graine au hasard</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>Lignes&#xa0;:</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>Colonnes&#xa0;:</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Fosses</translation>
    </message>
    <message>
        <source>&amp;Allow pit placement</source>
        <translation>A&amp;utoriser la pose de fosses</translation>
    </message>
    <message>
        <source>Left-drag on the map paints pits, right-drag erases them.</source>
        <translation>Glissez sur la carte avec le bouton gauche pour peindre des fosses, avec le bouton droit pour les effacer.</translation>
    </message>
    <message>
        <source>Densit&amp;y:</source>
        <extracomment>Share of open cells that Sprinkle! turns into pits</extracomment>
        <translation>Den&amp;sité&#xa0;:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>Suffix of the pit density value, a percentage (mind the locale&apos;s spacing)</extracomment>
        <translation>&#xa0;%</translation>
    </message>
    <message>
        <source>Number of &amp;islands:</source>
        <translation>&amp;Nombre d’îles&#xa0;:</translation>
    </message>
    <message>
        <source>Rand&amp;omize</source>
        <translation>&amp;Ordre aléatoire</translation>
    </message>
</context>
<context>
    <name>DockNavigation</name>
    <message>
        <source>F6 moves to the next panel, Shift+F6 to the one before.</source>
        <translation>F6 passe au panneau suivant, Maj+F6 au précédent.</translation>
    </message>
    <message>
        <source>The %1 panel. %2</source>
        <extracomment>Accessible description of a panel&apos;s scrolling area or list; %1 is the panel&apos;s title</extracomment>
        <translation>Panneau «&#xa0;%1&#xa0;». %2</translation>
    </message>
</context>
<context>
    <name>DocumentFiles</name>
    <message>
        <source>Cannot open scenario</source>
        <translation>Impossible d’ouvrir le scénario</translation>
    </message>
    <message>
        <source>Cannot open the demo scenario</source>
        <translation>Impossible d’ouvrir le scénario de démonstration</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json *.json);;All files (*)</source>
        <translation>Scénarios Mapgen (*.mapgen.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json)</source>
        <translation>Scénarios Mapgen (*.mapgen.json)</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Impossible d’enregistrer le scénario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes to its pits or settings. Save them first?</source>
        <translation>Le scénario contient des modifications non enregistrées de ses fosses ou de ses réglages. Les enregistrer d’abord&#xa0;?</translation>
    </message>
    <message>
        <source>Export Map as SVG</source>
        <translation>Exporter la carte en SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Map as PNG</source>
        <translation>Exporter la carte en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>DungeonCallStackModel</name>
    <message>
        <source>up</source>
        <translation>haut</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>down</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Call Stack (dungeon): a cell with no required sides</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&gt; filling (%1, %2): required %3</source>
        <extracomment>Call Stack (dungeon): the queue&apos;s front cell whose candidates are checked</extracomment>
        <translation>&gt; remplissage (%1, %2)&#xa0;: requis %3</translation>
    </message>
    <message>
        <source>template %1, rotation %2</source>
        <translation>modèle %1, rotation %2</translation>
    </message>
    <message>
        <source>    %1: placed</source>
        <extracomment>Call Stack (dungeon): the candidate drawn among the valid ones</extracomment>
        <translation>    %1&#xa0;: posé</translation>
    </message>
    <message>
        <source>    %1: x rule 1, misses a required side</source>
        <translation>    %1&#xa0;: x règle 1, il manque un côté requis</translation>
    </message>
    <message>
        <source>    %1: x rule 2, would cut the last start-to-end path</source>
        <translation>    %1&#xa0;: x règle 2, couperait le dernier chemin du départ à l’arrivée</translation>
    </message>
    <message>
        <source>%1. queued (%2, %3): required %4</source>
        <extracomment>Call Stack (dungeon): a cell waiting in the fill queue; %1 its place, from 1</extracomment>
        <translation>%1. en file (%2, %3)&#xa0;: requis %4</translation>
    </message>
    <message>
        <source>The cell being filled and the fill queue are shown once the question is answered.</source>
        <extracomment>Call Stack (dungeon): instead of its lines while a question is open</extracomment>
        <translation>La cellule en cours de remplissage et la file de remplissage sont affichées une fois la question répondue.</translation>
    </message>
</context>
<context>
    <name>DungeonEditor</name>
    <message>
        <source>Build the dungeon and play the build (F5)</source>
        <translation>Construire le donjon et lancer la lecture (F5)</translation>
    </message>
    <message>
        <source>Clear the tiles and log, keep the pits (R)</source>
        <translation>Effacer les tuiles et le journal, garder les fosses (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the dungeon&apos;s marks</source>
        <translation>Couleurs Okabe–Ito pour les marques du donjon</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Inspecteur de tuile</translation>
    </message>
    <message>
        <source>Tile Set</source>
        <translation>Jeu de tuiles</translation>
    </message>
    <message>
        <source>The cell being filled with its candidates&apos; verdicts so far, then the fill queue in order with each cell&apos;s required sides.</source>
        <extracomment>Call Stack dock of the dungeon lesson: how to read it</extracomment>
        <translation>La cellule en cours de remplissage avec les verdicts sur ses candidats jusqu’ici, puis la file de remplissage dans l’ordre, avec les côtés requis de chaque cellule.</translation>
    </message>
</context>
<context>
    <name>DungeonGenerator</name>
    <message numerus="yes">
        <source>A dungeon needs at least two open cells for start and end; this map has %n.</source>
        <translation>
            <numerusform>Un donjon a besoin d’au moins deux cellules libres pour le départ et l’arrivée&#xa0;; cette carte en a %n.</numerusform>
            <numerusform>Un donjon a besoin d’au moins deux cellules libres pour le départ et l’arrivée&#xa0;; cette carte en a %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start (%1, %2) and end (%3, %4) are cut apart by pits: no chain of open cells joins them.</source>
        <extracomment>%1,%2 and %3,%4 are row and column of the start and the end cell</extracomment>
        <translation>Le départ (%1, %2) et l’arrivée (%3, %4) sont séparés par des fosses&#xa0;: aucune chaîne de cellules libres ne les relie.</translation>
    </message>
    <message>
        <source>The tile set has no big room (a template with all eight half-doors, 255), so a cell could get stuck.</source>
        <translation>Le jeu de tuiles n’a pas de grande salle (un modèle avec les huit demi-portes, 255)&#xa0;: une cellule pourrait rester bloquée.</translation>
    </message>
</context>
<context>
    <name>DungeonLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Mémoire insuffisante</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon of %1 x %2 cells.</source>
        <translation>Mémoire insuffisante pour un donjon de %1 × %2 cellules.</translation>
    </message>
    <message>
        <source>Cannot build the dungeon: %1</source>
        <extracomment>Status bar when a dungeon build cannot start; %1 the reason</extracomment>
        <translation>Impossible de construire le donjon&#xa0;: %1</translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a dungeon build; %1 is &quot;%Ln tile(s) placed&quot; and %2 &quot;%Ln candidate(s) rejected&quot;</extracomment>
        <translation>Construction terminée&#xa0;: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tile(s) placed</source>
        <translation>
            <numerusform>%Ln tuile posée</numerusform>
            <numerusform>%Ln tuiles posées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln candidate(s) rejected</source>
        <translation>
            <numerusform>%Ln candidat rejeté</numerusform>
            <numerusform>%Ln candidats rejetés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonModel</name>
    <message>
        <source>S</source>
        <extracomment>Map cell label of the dungeon&apos;s start</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map cell label of the dungeon&apos;s end</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Tool tip of a map cell: row and column</extracomment>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1&#xa0;: fosse</translation>
    </message>
    <message>
        <source>%1: queued, required half-doors %2</source>
        <translation>%1&#xa0;: en file, demi-portes requises %2</translation>
    </message>
    <message>
        <source>%1: rock</source>
        <translation>%1&#xa0;: roche</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n quarter turn(s), doors %3</source>
        <translation>
            <numerusform>%1&#xa0;: %2, %n quart de tour, portes %3</numerusform>
            <numerusform>%1&#xa0;: %2, %n quarts de tour, portes %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (start)</source>
        <translation> (départ)</translation>
    </message>
    <message>
        <source> (end)</source>
        <translation> (arrivée)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>modèle %1</translation>
    </message>
    <message>
        <source>Start at (%1, %2)</source>
        <extracomment>Dungeon log: the start cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Départ en (%1, %2)</translation>
    </message>
    <message>
        <source>End at (%1, %2)</source>
        <extracomment>Dungeon log: the end cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Arrivée en (%1, %2)</translation>
    </message>
    <message>
        <source>+ queue (%1, %2)</source>
        <extracomment>Dungeon log: a neighbour got a half-door towards it and waits to be filled</extracomment>
        <translation>+ file (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1, %n quarter turn(s), at (%2, %3): doors %4</source>
        <extracomment>Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask</extracomment>
        <translation>
            <numerusform>Poser %1, %n quart de tour, en (%2, %3)&#xa0;: portes %4</numerusform>
            <numerusform>Poser %1, %n quarts de tour, en (%2, %3)&#xa0;: portes %4</numerusform>
        </translation>
    </message>
    <message>
        <source>x clip (%1, %2): half-doors %3 removed</source>
        <extracomment>Dungeon log: half-doors of a filled cell facing the new tile were unanswered and removed</extracomment>
        <translation>x rognage (%1, %2)&#xa0;: demi-portes %3 retirées</translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): a required side is not answered</source>
        <extracomment>Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n quart de tour (%2)&#xa0;: un côté requis reste sans réponse</numerusform>
            <numerusform>- %1, %n quarts de tour (%2)&#xa0;: un côté requis reste sans réponse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): would cut the last start-to-end path</source>
        <extracomment>Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n quart de tour (%2)&#xa0;: couperait le dernier chemin du départ à l’arrivée</numerusform>
            <numerusform>- %1, %n quarts de tour (%2)&#xa0;: couperait le dernier chemin du départ à l’arrivée</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (%1, %2): already filled</source>
        <extracomment>Dungeon log: the front of the fill queue was filled already (the end)</extracomment>
        <translation>Sauter (%1, %2)&#xa0;: déjà remplie</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <extracomment>Dungeon log: the fill queue ran empty</extracomment>
        <translation>-- Terminé --</translation>
    </message>
</context>
<context>
    <name>DungeonPainter</name>
    <message>
        <source>S</source>
        <extracomment>Map marker of the dungeon&apos;s start cell (one letter)</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map marker of the dungeon&apos;s end cell (one letter)</extracomment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>DungeonStatistics</name>
    <message>
        <source>Steps:</source>
        <translation>Étapes&#xa0;:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <extracomment>Dungeon statistics: tiles placed up to the current step, start and end included</extracomment>
        <translation>Tuiles posées&#xa0;:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <extracomment>Dungeon statistics: candidates found invalid up to the current step</extracomment>
        <translation>Candidats rejetés&#xa0;:</translation>
    </message>
    <message>
        <source>Fill queue:</source>
        <extracomment>Dungeon statistics: cells waiting in the fill queue at the current step</extracomment>
        <translation>File de remplissage&#xa0;:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Dungeon statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Pas encore construit&#xa0;: appuyez sur Démarrer</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Construction en cours…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <extracomment>Dungeon statistics: the build could not start; %1 the reason</extracomment>
        <translation>Démarrage impossible&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>DungeonTile</name>
    <message>
        <source>big room</source>
        <extracomment>The default dungeon tile set&apos;s templates, as shown in the log, inspector and tile set</extracomment>
        <translation>grande salle</translation>
    </message>
    <message>
        <source>small room</source>
        <translation>petite salle</translation>
    </message>
    <message>
        <source>hall</source>
        <translation>couloir</translation>
    </message>
</context>
<context>
    <name>DungeonView</name>
    <message>
        <source>Dungeon map</source>
        <extracomment>Name of the dungeon map for screen readers</extracomment>
        <translation>Carte du donjon</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. On the map before a build, left-drag paints pits and right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Cliquez sur une case pour l’inspecter. Sur la carte avant une construction, glisser avec le bouton gauche peint des fosses, avec le droit les efface. Ctrl+molette zoome. Au clavier : Tab jusqu’à la carte, Entrée pour l’éditer (les flèches déplacent le curseur de case, Espace pose ou retire une fosse), Échap pour arrêter.</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Cliquez sur une case pour l’inspecter. Ctrl+molette zoome. Au clavier : Tab jusqu’à la carte, Entrée pour déplacer le curseur de case avec les flèches, Échap pour arrêter.</translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>Backtracks</source>
        <translation>Retours arrière</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>Pit density (%)</source>
        <translation>Densité de fosses (%)</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Îles</translation>
    </message>
    <message>
        <source>Minimum island size</source>
        <translation>Taille minimale d’île</translation>
    </message>
    <message>
        <source>Maximum island size</source>
        <translation>Taille maximale d’île</translation>
    </message>
    <message>
        <source>Backtracks per build: mean, 10th to 90th percentile</source>
        <translation>Retours arrière par construction&#xa0;: moyenne, du 10e au 90e centile</translation>
    </message>
    <message>
        <source>Failed islands and too-complex builds</source>
        <translation>Îles en échec et constructions trop complexes</translation>
    </message>
    <message>
        <source>Rate (%)</source>
        <translation>Taux (%)</translation>
    </message>
    <message>
        <source>%1, randomize on</source>
        <translation>%1, ordre aléatoire activé</translation>
    </message>
    <message>
        <source>%1, randomize off</source>
        <translation>%1, ordre aléatoire désactivé</translation>
    </message>
    <message>
        <source>%1: 10th-90th percentile</source>
        <translation>%1&#xa0;: du 10e au 90e centile</translation>
    </message>
    <message>
        <source>%1: failed islands</source>
        <translation>%1&#xa0;: îles en échec</translation>
    </message>
    <message>
        <source>%1: too complex</source>
        <translation>%1&#xa0;: trop complexe</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, randomize %2&lt;/b&gt;&lt;br&gt;%3 islands of %4-%5 cells, density %6 %&lt;br&gt;backtracks: mean %7, 10th percentile %8, median %9, 90th percentile %10&lt;br&gt;failed islands: %11 of %12; too complex: %13 of %14 builds&lt;br&gt;click: open the median run (run %15)</source>
        <translation>&lt;b&gt;%1, ordre aléatoire %2&lt;/b&gt;&lt;br&gt;%3 îles de %4 à %5 cellules, densité %6&#xa0;%&lt;br&gt;retours arrière&#xa0;: moyenne %7, 10e centile %8, médiane %9, 90e centile %10&lt;br&gt;îles en échec&#xa0;: %11 sur %12&#xa0;; trop complexes&#xa0;: %13 constructions sur %14&lt;br&gt;clic&#xa0;: ouvrir l’exécution médiane (exécution %15)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn as a PNG</source>
        <translation>%1&#xa0;: le graphique n’a pas pu être dessiné en PNG</translation>
    </message>
    <message>
        <source>Path from start to end (cells): mean, 10th to 90th percentile</source>
        <translation>Chemin du départ à l’arrivée (cellules)&#xa0;: moyenne, du 10e au 90e centile</translation>
    </message>
    <message>
        <source>Rejected candidates per placed tile and cut-off runs</source>
        <translation>Candidats rejetés par tuile posée et exécutions interrompues</translation>
    </message>
    <message>
        <source>Path (cells)</source>
        <translation>Chemin (cellules)</translation>
    </message>
    <message>
        <source>10th-90th percentile</source>
        <translation>Du 10e au 90e centile</translation>
    </message>
    <message>
        <source>Mean path</source>
        <translation>Chemin moyen</translation>
    </message>
    <message>
        <source>Rejected per placed tile</source>
        <translation>Rejetés par tuile posée</translation>
    </message>
    <message>
        <source>Cut-off runs (%)</source>
        <translation>Exécutions interrompues (%)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 x %2, tiles %3, density %4 %&lt;/b&gt;&lt;br&gt;cut off: %5 of %6 runs&lt;br&gt;</source>
        <translation>&lt;b&gt;%1 × %2, tuiles %3, densité %4&#xa0;%&lt;/b&gt;&lt;br&gt;interrompues&#xa0;: %5 exécutions sur %6&lt;br&gt;</translation>
    </message>
    <message>
        <source>no run finished: nothing to open</source>
        <translation>aucune exécution terminée&#xa0;: rien à ouvrir</translation>
    </message>
    <message>
        <source>path: mean %1, 10th percentile %2, median %3, 90th percentile %4&lt;br&gt;rejected %5 for %6 placed tiles&lt;br&gt;click: open the median run (run %7)</source>
        <translation>chemin&#xa0;: moyenne %1, 10e centile %2, médiane %3, 90e centile %4&lt;br&gt;%5 rejetés pour %6 tuiles posées&lt;br&gt;clic&#xa0;: ouvrir l’exécution médiane (exécution %7)</translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Taille (lignes x colonnes)</translation>
    </message>
    <message>
        <source>Tile subset (template numbers)</source>
        <translation>Sous-ensemble de tuiles (numéros de modèle)</translation>
    </message>
    <message>
        <source>Path</source>
        <extracomment>Tab of a dungeon sweep&apos;s chart: the path from start to end</extracomment>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Rejected and cut off</source>
        <extracomment>Tab of the experiment chart: failed islands and too-complex builds as rates; for a dungeon sweep, rejected candidates and cut-off runs</extracomment>
        <translation>Rejetés et interrompues</translation>
    </message>
    <message>
        <source>Charts</source>
        <extracomment>Name of the experiment&apos;s two charts (as tabs) for screen readers</extracomment>
        <translation>Graphiques</translation>
    </message>
</context>
<context>
    <name>ExperimentPanel</name>
    <message>
        <source>Pit density</source>
        <translation>Densité de fosses</translation>
    </message>
    <message>
        <source>Island count</source>
        <translation>Nombre d’îles</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Taille minimale</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Taille maximale</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>Faire varier&#xa0;:</translation>
    </message>
    <message>
        <source>From, to, step:</source>
        <translation>De, à, pas&#xa0;:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Ordre aléatoire&#xa0;:</translation>
    </message>
    <message>
        <source>Pit density (%):</source>
        <translation>Densité de fosses (%)&#xa0;:</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Îles&#xa0;:</translation>
    </message>
    <message>
        <source>Min, max size:</source>
        <translation>Taille min., max.&#xa0;:</translation>
    </message>
    <message>
        <source>Runs per point:</source>
        <translation>Exécutions par point&#xa0;:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Points&#xa0;:</translation>
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
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>La&amp;ncer</translation>
    </message>
    <message>
        <source>Build every point of the sweep, its runs on all cores</source>
        <translation>Construire chaque point de la série, en répartissant ses exécutions sur tous les cœurs</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>Graphique en PNG…</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>Graphique en SVG…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tableau en CSV…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), </source>
        <translation>
            <numerusform>%n point, </numerusform>
            <numerusform>%n points, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s)</source>
        <translation>
            <numerusform>%n construction</numerusform>
            <numerusform>%n constructions</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>%1 of %2 builds</source>
        <translation>%1 constructions sur %2</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>environ %n seconde restante</numerusform>
            <numerusform>environ %n secondes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Taille (lignes x colonnes)</translation>
    </message>
    <message>
        <source>Tile subsets</source>
        <translation>Sous-ensembles de tuiles</translation>
    </message>
    <message>
        <source>Si&amp;zes:</source>
        <translation>&amp;Tailles&#xa0;:</translation>
    </message>
    <message>
        <source>Tile subsets:</source>
        <translation>Sous-ensembles de tuiles&#xa0;:</translation>
    </message>
    <message>
        <source>The setting on the chart&apos;s x axis; the others stay fixed</source>
        <translation>Le réglage porté sur l’axe x du graphique&#xa0;; les autres restent fixes</translation>
    </message>
    <message>
        <source>for example 16x16, 32x48</source>
        <translation>par exemple 16x16, 32x48</translation>
    </message>
    <message>
        <source>The sizes to build, rows x columns, separated by commas (as mapgen experiment --size); a size other than the scenario&apos;s starts from an empty grid</source>
        <translation>Les tailles à construire, lignes x colonnes, séparées par des virgules (comme mapgen experiment --size)&#xa0;; une taille autre que celle du scénario part d’une grille vide</translation>
    </message>
    <message>
        <source>One row per tile subset: tick the templates it holds (Space ticks the current cell). Each subset needs a big room, the template with all eight doors (as mapgen experiment --tiles)</source>
        <translation>Une ligne par sous-ensemble de tuiles&#xa0;: cochez les modèles qu’il contient (Espace coche la case courante). Chaque sous-ensemble a besoin d’une grande salle, le modèle aux huit portes (comme mapgen experiment --tiles)</translation>
    </message>
    <message>
        <source>A&amp;dd subset</source>
        <translation>A&amp;jouter un sous-ensemble</translation>
    </message>
    <message>
        <source>A new subset, with every template ticked</source>
        <translation>Un nouveau sous-ensemble, tous les modèles cochés</translation>
    </message>
    <message>
        <source>Re&amp;move subset</source>
        <translation>&amp;Retirer le sous-ensemble</translation>
    </message>
    <message>
        <source>Remove the subset of the current row</source>
        <translation>Retirer le sous-ensemble de la ligne courante</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Column of a template in the experiment&apos;s tile subsets: its number and name</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Sizes: write each as rows x columns, from 1x1 to %1x%1, separated by commas, for example 16x16, 32x48.</source>
        <translation>Tailles&#xa0;: écrivez chacune en lignes x colonnes, de 1x1 à %1x%1, séparées par des virgules, par exemple 16x16, 32x48.</translation>
    </message>
    <message>
        <source>Sizes: %1 is listed twice.</source>
        <translation>Tailles&#xa0;: %1 figure deux fois.</translation>
    </message>
    <message>
        <source>Tile subsets: add a subset to sweep.</source>
        <translation>Sous-ensembles de tuiles&#xa0;: ajoutez un sous-ensemble à parcourir.</translation>
    </message>
    <message>
        <source>Tile subset %1 has no template ticked.</source>
        <translation>Le sous-ensemble de tuiles %1 n’a aucun modèle coché.</translation>
    </message>
    <message numerus="yes">
        <source>Tile subset %1 names template %2; the tile set has %n template(s).</source>
        <translation>
            <numerusform>Le sous-ensemble de tuiles %1 nomme le modèle %2&#xa0;; le jeu de tuiles a %n modèle.</numerusform>
            <numerusform>Le sous-ensemble de tuiles %1 nomme le modèle %2&#xa0;; le jeu de tuiles a %n modèles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile subset %1 has no big room (a template with all eight doors): tick one.</source>
        <translation>Le sous-ensemble de tuiles %1 n’a pas de grande salle (un modèle aux huit portes)&#xa0;: cochez-en une.</translation>
    </message>
    <message>
        <source>Tile subsets %1 and %2 are the same.</source>
        <translation>Les sous-ensembles de tuiles %1 et %2 sont identiques.</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>The first value of an experiment&apos;s range</extracomment>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <extracomment>The last value of an experiment&apos;s range</extracomment>
        <translation>À</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>The step between the values of an experiment&apos;s range</extracomment>
        <translation>Pas</translation>
    </message>
</context>
<context>
    <name>ExperimentsDock</name>
    <message>
        <source>Not enough memory for a build of %1 steps; lower the step limit.</source>
        <translation>Mémoire insuffisante pour une construction de %1 étapes&#xa0;; abaissez la limite d’étapes.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n point(s) finished.</source>
        <translation>
            <numerusform>Annulé&#xa0;: %n point terminé.</numerusform>
            <numerusform>Annulé&#xa0;: %n points terminés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s). Click a point of the chart to open its median run.</source>
        <translation>
            <numerusform>Terminé&#xa0;: %n point. Cliquez sur un point du graphique pour ouvrir son exécution médiane.</numerusform>
            <numerusform>Terminé&#xa0;: %n points. Cliquez sur un point du graphique pour ouvrir son exécution médiane.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experiment: %1, randomize %2, density %3 %, run %4</source>
        <translation>Expérience&#xa0;: %1, ordre aléatoire %2, densité %3&#xa0;%, exécution %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>Exporter le graphique en SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>Exporter le graphique en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Exporter le tableau en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Expériences</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon build of %1 x %2 cells.</source>
        <translation>Mémoire insuffisante pour construire un donjon de %1 × %2 cellules.</translation>
    </message>
    <message>
        <source>Experiment: dungeon %1 x %2, tiles %3, density %4 %, run %5</source>
        <translation>Expérience&#xa0;: donjon %1 × %2, tuiles %3, densité %4&#xa0;%, exécution %5</translation>
    </message>
    <message>
        <source>No run of this point finished (every one was cut off): there is no run to open.</source>
        <translation>Aucune exécution de ce point ne s’est terminée (toutes ont été interrompues)&#xa0;: il n’y a aucune exécution à ouvrir.</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Animated &amp;GIF of the Build…</source>
        <translation>&amp;GIF animé de la construction…</translation>
    </message>
    <message>
        <source>&amp;Tiled Map (TMX)…</source>
        <translation>Carte &amp;Tiled (TMX)…</translation>
    </message>
    <message>
        <source>PDF &amp;Handout…</source>
        <translation>&amp;Fiche PDF…</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>&amp;Imprimer la fiche…</translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation>Exporter une carte Tiled</translation>
    </message>
    <message>
        <source>Export PDF Handout</source>
        <translation>Exporter la fiche PDF</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Cartes Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>There is no build to animate yet: press Start first.</source>
        <translation>Il n’y a pas encore de construction à animer&#xa0;: appuyez d’abord sur Démarrer.</translation>
    </message>
    <message>
        <source>Export Animated GIF</source>
        <translation>Exporter un GIF animé</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>Animations GIF (*.gif)</translation>
    </message>
    <message>
        <source>Encoding %1…</source>
        <translation>Encodage de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1&#xa0;: l’animation n’a pas pu être encodée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Imprimer la fiche</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Export Web Lesson</source>
        <translation>Exporter une leçon web</translation>
    </message>
    <message>
        <source>Web lessons (*.html)</source>
        <translation>Leçons web (*.html)</translation>
    </message>
    <message>
        <source>&amp;Web Lesson…</source>
        <translation>&amp;Leçon web…</translation>
    </message>
    <message>
        <source>The frames are too large: %1.</source>
        <translation>Les images sont trop grandes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>At %1 px a cell they fit.</source>
        <translation>Avec %1&#xa0;px par cellule, elles tiennent.</translation>
    </message>
    <message>
        <source>Export at %1 px a Cell</source>
        <translation>Exporter à %1&#xa0;px par cellule</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>Exportation de %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporté : %1</translation>
    </message>
    <message>
        <source>Export Learning Platform Package</source>
        <translation>Exporter un paquet pour plateforme d’apprentissage</translation>
    </message>
    <message>
        <source>SCORM packages (*.zip)</source>
        <translation>Paquets SCORM (*.zip)</translation>
    </message>
    <message>
        <source>&amp;Learning Platform Package…</source>
        <translation>Paquet pour plateforme d’&amp;apprentissage…</translation>
    </message>
</context>
<context>
    <name>GifExport</name>
    <message>
        <source>--from: expected a step from 0 to %1, got %2</source>
        <translation>--from&#xa0;: une étape de 0 à %1 était attendue, reçu %2</translation>
    </message>
    <message>
        <source>--to: expected a step from %1 to %2, got %3</source>
        <translation>--to&#xa0;: une étape de %1 à %2 était attendue, reçu %3</translation>
    </message>
    <message>
        <source>--fps: expected %1 to %2 frames a second, got %3</source>
        <translation>--fps&#xa0;: de %1 à %2 images par seconde étaient attendues, reçu %3</translation>
    </message>
    <message>
        <source>--cell-size: expected 1 to %1 pixels, got %2</source>
        <translation>--cell-size&#xa0;: de 1 à %1 pixels étaient attendus, reçu %2</translation>
    </message>
    <message>
        <source>not every frame was encoded</source>
        <translation>les images n’ont pas toutes été encodées</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1&#xa0;: l’animation n’a pas pu être encodée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: use --cell-size %2 or less</source>
        <translation>%1&#xa0;: utilisez --cell-size %2 ou moins</translation>
    </message>
</context>
<context>
    <name>GifExportDialog</name>
    <message>
        <source>Export Animated GIF</source>
        <translation>Exporter un GIF animé</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>De l’étape&#xa0;:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>À l’étape&#xa0;:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Images par seconde&#xa0;:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Taille de cellule&#xa0;:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s once through</source>
        <extracomment>%n frames; %2 the animation&apos;s length in seconds, the last frame&apos;s 3 s included</extracomment>
        <translation>
            <numerusform>%n image, %1&#xa0;s par passage</numerusform>
            <numerusform>%n images, %1&#xa0;s par passage</numerusform>
        </translation>
    </message>
    <message>
        <source>A long build: every %1th step is shown, so that it lasts at most a minute.</source>
        <translation>Construction longue&#xa0;: seule une étape sur %1 est montrée, pour que l’animation dure au plus une minute.</translation>
    </message>
    <message>
        <source>Estimated size: …</source>
        <translation>Taille estimée&#xa0;: …</translation>
    </message>
    <message>
        <source>Estimated size: %1</source>
        <translation>Taille estimée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>no frames</source>
        <translation>aucune image</translation>
    </message>
</context>
<context>
    <name>IslandCallStackModel</name>
    <message>
        <source>%1. grow(%2, %3): island %4, %5 of %6 cells</source>
        <extracomment>Call Stack: one active call; %1 depth (0 = the seed), (%2, %3) its cell, %4 the island, %5 the island&apos;s size along this path, %6 its target size</extracomment>
        <translation>%1. grow(%2, %3)&#xa0;: île %4, %5 cellules sur %6</translation>
    </message>
    <message>
        <source>base case: the island is complete</source>
        <extracomment>Call Stack: the call found its island at the target size</extracomment>
        <translation>cas de base&#xa0;: l’île est complète</translation>
    </message>
    <message>
        <source>no candidates: a dead end</source>
        <extracomment>Call Stack: a call whose cell has no valid expansion</extracomment>
        <translation>aucune candidate&#xa0;: une impasse</translation>
    </message>
    <message>
        <source>x (%1, %2) failed</source>
        <extracomment>Call Stack: a candidate whose path dead-ended (the mark x is not colour alone)</extracomment>
        <translation>x (%1, %2) a échoué</translation>
    </message>
    <message>
        <source>&gt; (%1, %2) trying</source>
        <extracomment>Call Stack: the candidate this call is trying now</extracomment>
        <translation>&gt; (%1, %2) en cours d’essai</translation>
    </message>
    <message>
        <source>(%1, %2) to try</source>
        <extracomment>Call Stack: a candidate not tried yet</extracomment>
        <translation>(%1, %2) à essayer</translation>
    </message>
    <message>
        <source>candidates: %1</source>
        <extracomment>Call Stack: the list of candidates of one call, in the order tried</extracomment>
        <translation>candidates&#xa0;: %1</translation>
    </message>
    <message>
        <source>candidates: shown once the question is answered</source>
        <extracomment>Call Stack: instead of a call&apos;s candidates while a question is open (they would answer it)</extracomment>
        <translation>candidates&#xa0;: affichées une fois la question répondue</translation>
    </message>
</context>
<context>
    <name>IslandEditor</name>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>Pile d’appels</translation>
    </message>
    <message>
        <source>Cell Inspector</source>
        <translation>Inspecteur de cellule</translation>
    </message>
    <message>
        <source>The active grow() calls, from the seed down to the current cell. x failed, &gt; being tried. Select a call to outline its cell and candidates on the map.</source>
        <extracomment>Call Stack dock of the island lesson: how to read it</extracomment>
        <translation>Les appels grow() en cours, du germe jusqu’à la cellule actuelle. x a échoué, &gt; en cours d’essai. Sélectionnez un appel pour entourer sa cellule et ses candidates sur la carte.</translation>
    </message>
    <message>
        <source>Build the islands and play the build (F5)</source>
        <translation>Construire les îles et lancer la lecture (F5)</translation>
    </message>
    <message>
        <source>Clear islands and log, keep the pits (R)</source>
        <translation>Effacer les îles et le journal, garder les fosses (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the islands</source>
        <translation>Couleurs Okabe–Ito pour les îles</translation>
    </message>
</context>
<context>
    <name>IslandLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Mémoire insuffisante</translation>
    </message>
    <message numerus="yes">
        <source>Not enough memory for a build of %Ln step(s). Lower the step limit.</source>
        <translation>
            <numerusform>Mémoire insuffisante pour une construction de %Ln étape. Abaissez la limite d’étapes.</numerusform>
            <numerusform>Mémoire insuffisante pour une construction de %Ln étapes. Abaissez la limite d’étapes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too complex: the build stopped at the step limit (%Ln step(s))</source>
        <translation>
            <numerusform>Trop complexe&#xa0;: la construction s’est arrêtée à la limite d’étapes (%Ln étape)</numerusform>
            <numerusform>Trop complexe&#xa0;: la construction s’est arrêtée à la limite d’étapes (%Ln étapes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a build; %1 is &quot;%Ln step(s)&quot; and %2 &quot;%Ln backtrack(s)&quot;</extracomment>
        <translation>Construction terminée&#xa0;: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln étape</numerusform>
            <numerusform>%Ln étapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln backtrack(s)</source>
        <translation>
            <numerusform>%Ln retour arrière</numerusform>
            <numerusform>%Ln retours arrière</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IslandModel</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1: water</source>
        <translation>%1&#xa0;: eau</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1&#xa0;: fosse</translation>
    </message>
    <message>
        <source>%1: island %2</source>
        <translation>%1&#xa0;: île %2</translation>
    </message>
    <message>
        <source>&gt;&gt; Island %1 seed at (%2,%3)</source>
        <extracomment>Recursion log: an island&apos;s seed was placed; %1 island, (%2,%3) row and column</extracomment>
        <translation>&gt;&gt; Île %1&#xa0;: germe en (%2,%3)</translation>
    </message>
    <message>
        <source>&gt; ADD (%1, %2)</source>
        <extracomment>Recursion log: a cell was added to the island and the search went one level deeper</extracomment>
        <translation>&gt; AJOUT (%1, %2)</translation>
    </message>
    <message>
        <source>X BACKTRACK (%1, %2)</source>
        <extracomment>Recursion log: the path through this cell failed; the cell became water again</extracomment>
        <translation>X RETOUR (%1, %2)</translation>
    </message>
    <message>
        <source>+ Island %1 complete!</source>
        <translation>+ Île %1 complète&#xa0;!</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (no room for a seed)</source>
        <translation>! Île %1&#xa0;: ÉCHEC (pas de place pour un germe)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (not enough reachable water)</source>
        <translation>! Île %1&#xa0;: ÉCHEC (trop peu d’eau accessible)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (every path dead-ended)</source>
        <translation>! Île %1&#xa0;: ÉCHEC (tous les chemins ont abouti à une impasse)</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <translation>-- Terminé --</translation>
    </message>
    <message>
        <source>! TOO COMPLEX</source>
        <translation>! TROP COMPLEXE</translation>
    </message>
    <message>
        <source>%1, being tried</source>
        <extracomment>A map cell&apos;s description: the cell the step just added</extracomment>
        <translation>%1, en essai</translation>
    </message>
    <message>
        <source>%1, candidate</source>
        <extracomment>A map cell&apos;s description: a cell the island may grow into next</extracomment>
        <translation>%1, candidate</translation>
    </message>
    <message>
        <source>%1, backtracked</source>
        <extracomment>A map cell&apos;s description: the cell the step just took back</extracomment>
        <translation>%1, annulée</translation>
    </message>
</context>
<context>
    <name>IslandOutcomeWords</name>
    <message>
        <source>not started</source>
        <translation>pas commencée</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>en croissance</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>removed: too complex</source>
        <translation>retirée&#xa0;: trop complexe</translation>
    </message>
    <message>
        <source>failed: no room for a seed</source>
        <translation>échec&#xa0;: pas de place pour un germe</translation>
    </message>
    <message>
        <source>failed: not enough reachable water</source>
        <translation>échec&#xa0;: trop peu d’eau accessible</translation>
    </message>
    <message>
        <source>failed: dead end</source>
        <translation>échec&#xa0;: impasse</translation>
    </message>
</context>
<context>
    <name>IslandView</name>
    <message>
        <source>Too complex: stopped after %L1 steps</source>
        <extracomment>Banner over the map when a build hit its step limit; %L1 is the limit</extracomment>
        <translation>Trop complexe&#xa0;: arrêt après %L1 étapes</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>English</source>
        <extracomment>The name of the language of this translation, written in that language (&quot;Deutsch&quot;, &quot;Español&quot;): the Language menu lists every language under its own name.</extracomment>
        <translation>Français</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title: the interface language</extracomment>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <extracomment>Language menu: follow the language of the operating system</extracomment>
        <translation>Langue du &amp;système</translation>
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
        <translation>Pile d’appels</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson</source>
        <extracomment>Name of the lesson text for screen readers</extracomment>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Notes for this scenario</source>
        <translation>Notes sur ce scénario</translation>
    </message>
</context>
<context>
    <name>LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>Propriétés de la leçon</translation>
    </message>
    <message>
        <source>What a learning platform package of this lesson grades (File ▸ Export ▸ Learning Platform Package): the score is the mean of the parts ticked.</source>
        <translation>Ce que note un paquet pour plateforme d’apprentissage de cette leçon (Fichier ▸ Exporter ▸ Paquet pour plateforme d’apprentissage)&#xa0;: le score est la moyenne des parties cochées.</translation>
    </message>
    <message>
        <source>The lesson&apos;s &amp;questions (first answers right)</source>
        <translation>Les &amp;questions de la leçon (premières réponses justes)</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm over the whole build</source>
        <translation>Vous êtes l’&amp;algorithme sur toute la construction</translation>
    </message>
    <message>
        <source>&amp;Pass mark:</source>
        <translation>&amp;Seuil de réussite&#xa0;:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the pass mark&apos;s number: a percentage</extracomment>
        <translation>&#xa0;%</translation>
    </message>
    <message>
        <source>Tick at least one part to grade.</source>
        <translation>Cochez au moins une partie à noter.</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Building…</source>
        <translation>Construction en cours…</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>Stage 3: one island by recursive backtracking</source>
        <extracomment>Lesson heading, Stage 3</extracomment>
        <translation>Phase 3&#xa0;: une île par retour sur trace récursif</translation>
    </message>
    <message>
        <source>One island grows from a seed. First the island draws its target size, a random number between the minimum and the maximum island size. Then the seed is placed on a random cell of open water.</source>
        <extracomment>Lesson, Stage 3: the start of a build</extracomment>
        <translation>Une île pousse à partir d’un germe. L’île tire d’abord sa taille cible, un nombre aléatoire entre la taille minimale et la taille maximale d’île. Puis le germe est placé sur une cellule d’eau libre choisie au hasard.</translation>
    </message>
    <message>
        <source>The search always continues from the cell added last. If the island has reached its target size, it is finished. If not, the candidates are the neighbours of that cell above, to the left, to the right and below that are open water. With Randomize on they are shuffled; with Randomize off they are tried in exactly that order.</source>
        <extracomment>Lesson, Stage 3: one level of the recursion</extracomment>
        <translation>La recherche repart toujours de la dernière cellule ajoutée. Si l’île a atteint sa taille cible, elle est terminée. Sinon, les candidates sont les voisines de cette cellule en haut, à gauche, à droite et en bas qui sont de l’eau libre. Quand l’ordre aléatoire est activé, elles sont mélangées&#xa0;; quand il est désactivé, elles sont essayées exactement dans cet ordre.</translation>
    </message>
    <message>
        <source>Each candidate in turn becomes land (ADD) and the search goes one level deeper from it. If no way onwards from there reaches the target size, the cell becomes water again (BACKTRACK) and the next candidate is tried. When every candidate has failed, this level gives up too and hands the failure back to the level above: that is backtracking.</source>
        <extracomment>Lesson, Stage 3: what backtracking means</extracomment>
        <translation>Chaque candidate devient terre à son tour (AJOUT) et la recherche descend d’un niveau à partir d’elle. Si aucun chemin partant de là n’atteint la taille cible, la cellule redevient de l’eau (RETOUR) et la candidate suivante est essayée. Quand toutes les candidates ont échoué, ce niveau abandonne lui aussi et renvoie l’échec au niveau du dessus&#xa0;: c’est le retour sur trace.</translation>
    </message>
    <message>
        <source>So every new cell touches the cell added just before it: the island is a chain of cells that winds and turns, which is how L- and U-shapes appear.</source>
        <extracomment>Lesson, Stage 3: the shape that results</extracomment>
        <translation>Chaque nouvelle cellule touche donc la cellule ajoutée juste avant elle&#xa0;: l’île est une chaîne de cellules qui serpente et tourne, et c’est ainsi qu’apparaissent les formes en L et en U.</translation>
    </message>
    <message>
        <source>Stage 6a: many islands, orthogonal rule</source>
        <extracomment>Lesson heading, Stage 6a</extracomment>
        <translation>Phase 6a&#xa0;: plusieurs îles, règle orthogonale</translation>
    </message>
    <message>
        <source>Up to eight islands grow one after another, each by the same recursive backtracking as in Stage 3. Every island draws its own target size between the minimum and the maximum island size.</source>
        <extracomment>Lesson, Stage 6a: several islands, one after another</extracomment>
        <translation>Jusqu’à huit îles poussent l’une après l’autre, chacune par le même retour sur trace récursif qu’en phase 3. Chaque île tire sa propre taille cible entre la taille minimale et la taille maximale d’île.</translation>
    </message>
    <message>
        <source>Each seed is placed automatically, on a random cell of open water with no land directly above, below, to the left or to the right of it. If there is no such cell left, the island fails at once.</source>
        <extracomment>Lesson, Stage 6a: where seeds may go</extracomment>
        <translation>Chaque germe est placé automatiquement sur une cellule d’eau libre choisie au hasard, sans terre juste au-dessus, au-dessous, à gauche ni à droite. S’il ne reste aucune cellule de ce genre, l’île échoue aussitôt.</translation>
    </message>
    <message>
        <source>The orthogonal rule: a cell may join an island whenever it is open water; nothing else is checked. So a growing island can reach another island and touch it at a corner, or even along a whole side. Stage 6b fixes this.</source>
        <extracomment>Lesson, Stage 6a: the orthogonal rule and its weakness</extracomment>
        <translation>La règle orthogonale&#xa0;: une cellule peut rejoindre une île dès qu’elle est de l’eau libre&#xa0;; rien d’autre n’est vérifié. Une île qui pousse peut donc atteindre une autre île et la toucher par un coin, voire sur tout un côté. La phase 6b corrige cela.</translation>
    </message>
    <message>
        <source>Stage 6b: the 8-neighbour rule</source>
        <extracomment>Lesson heading, Stage 6b</extracomment>
        <translation>Phase 6b&#xa0;: la règle des 8 voisines</translation>
    </message>
    <message>
        <source>Stage 6b is Stage 6a with one fix: a cell may only join an island when none of its 8 neighbours, the four sides and the four diagonals, is land of another island. Land of the island itself is fine; that is how it bends into L- and U-shapes.</source>
        <extracomment>Lesson, Stage 6b: the new rule</extracomment>
        <translation>La phase 6b est la phase 6a avec une correction&#xa0;: une cellule ne peut rejoindre une île que si aucune de ses 8 voisines, les quatre côtés et les quatre diagonales, n’est de la terre d’une autre île. La terre de l’île elle-même ne gêne pas&#xa0;; c’est ainsi qu’elle se replie en formes de L et de U.</translation>
    </message>
    <message>
        <source>Seeds follow the same idea: a seed needs open water with no land at all among its 8 neighbours. In the end every island is surrounded by open water on all sides.</source>
        <extracomment>Lesson, Stage 6b: where seeds may go</extracomment>
        <translation>Les germes suivent la même idée&#xa0;: un germe a besoin d’eau libre sans aucune terre parmi ses 8 voisines. À la fin, chaque île est entourée d’eau libre de tous les côtés.</translation>
    </message>
    <message>
        <source>Why does Stage 6b backtrack more? The stricter rule turns away more candidates, especially near other islands. More paths run into a dead end, and the search has to take back more cells before it finds a way to the target size.</source>
        <extracomment>Lesson, Stage 6b: why the stricter rule costs more backtracking</extracomment>
        <translation>Pourquoi la phase 6b revient-elle plus souvent en arrière&#xa0;? La règle plus stricte écarte plus de candidates, surtout près des autres îles. Plus de chemins aboutissent à une impasse, et la recherche doit retirer davantage de cellules avant de trouver un chemin jusqu’à la taille cible.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare it yourself:&lt;/b&gt; keep the seed and all other settings, build with the rule Stage 6a and note the backtracks in the Statistics panel. Then switch the rule to Stage 6b and press Start again. In 6a you will often see islands touching at their corners, in 6b never, and the backtrack count is usually higher.</source>
        <extracomment>Lesson, Stage 6b: the invitation to compare both rules</extracomment>
        <translation>&lt;b&gt;Comparez par vous-même&#xa0;:&lt;/b&gt; gardez la graine et tous les autres réglages, construisez avec la règle Phase 6a et notez les retours arrière dans le panneau Statistiques. Passez ensuite à la règle Phase 6b et appuyez de nouveau sur Démarrer. En 6a, vous verrez souvent des îles qui se touchent par les coins, en 6b jamais, et le nombre de retours arrière est en général plus élevé.</translation>
    </message>
    <message>
        <source>What the colours tell you</source>
        <extracomment>Lesson heading: the map&apos;s colours</extracomment>
        <translation>Ce que disent les couleurs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light blue:&lt;/b&gt; open ocean.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Bleu clair&#xa0;:&lt;/b&gt; l’océan, l’eau libre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dark frame:&lt;/b&gt; the cell just added (ADD), or the new seed.</source>
        <extracomment>Lesson, island colours: the highlight of the step just taken</extracomment>
        <translation>&lt;b&gt;Jaune-vert avec un cadre foncé&#xa0;:&lt;/b&gt; la cellule tout juste ajoutée (AJOUT), ou le nouveau germe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light green with a dotted green frame:&lt;/b&gt; the valid candidates around that cell at this moment.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Vert clair avec un cadre vert pointillé&#xa0;:&lt;/b&gt; les candidates valides autour de cette cellule à ce moment.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red with a white cross:&lt;/b&gt; the cell just backtracked. While the build plays forwards, backtracked cells flash red and fade out.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Rouge avec une croix blanche&#xa0;:&lt;/b&gt; la cellule tout juste retirée par un retour arrière. Pendant que la construction avance, les cellules retirées clignotent en rouge puis s’effacent.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark navy:&lt;/b&gt; a pit, blocked for ever. Only you add or remove pits.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Bleu marine foncé&#xa0;:&lt;/b&gt; une fosse, bloquée pour toujours. Les fosses ne sont ajoutées ou retirées que par vous.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <translation>&lt;b&gt;Affichage ▸ Palette adaptée aux daltoniens&lt;/b&gt; donne aux îles les couleurs d’Okabe–Ito (jaune pour la cellule tout juste ajoutée, orange pour un retour arrière). Les cadres et les croix restent, si bien que rien n’est indiqué par la couleur seule.</translation>
    </message>
    <message>
        <source>Controls</source>
        <extracomment>Lesson heading: what each control does</extracomment>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Number of islands:&lt;/b&gt; 1 to 8 islands in one run. With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Nombre d’îles&#xa0;:&lt;/b&gt; de 1 à 8 îles en une exécution. Avec une seule île, la leçon est la phase 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Min and max island size:&lt;/b&gt; each island aims for a random size in this range. If the minimum is larger than the maximum, the two are swapped.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Taille minimale et maximale d’île&#xa0;:&lt;/b&gt; chaque île vise une taille aléatoire dans cet intervalle. Si le minimum dépasse le maximum, les deux sont échangés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomize:&lt;/b&gt; on, the candidates are shuffled and the shapes look natural; off, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Ordre aléatoire&#xa0;:&lt;/b&gt; activé, les candidates sont mélangées et les formes paraissent naturelles&#xa0;; désactivé, elles sont essayées dans l’ordre fixe haut, gauche, droite, bas, ce qui donne des formes régulières et, avec beaucoup de fosses, bien plus de retours arrière.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule:&lt;/b&gt; Stage 6a (orthogonal) or Stage 6b (all 8 neighbours).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Règle&#xa0;:&lt;/b&gt; Phase 6a (orthogonale) ou Phase 6b (les 8 voisines).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; after this many steps a build stops as too complex.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Limite d’étapes&#xa0;:&lt;/b&gt; après ce nombre d’étapes, une construction s’arrête, jugée trop complexe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed with the same settings always gives the same map, so a whole class can follow one example. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Graine&#xa0;:&lt;/b&gt; la même graine avec les mêmes réglages donne toujours la même carte, si bien que toute une classe peut suivre un même exemple. &lt;b&gt;Nouvelle graine&lt;/b&gt; en choisit une autre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows and columns:&lt;/b&gt; the size of the grid.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Lignes et colonnes&#xa0;:&lt;/b&gt; la taille de la grille.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Allow pit placement:&lt;/b&gt; drag with the left mouse button to paint pits and with the right button to erase them; Space sets or removes the pit under the cell cursor. &lt;b&gt;Sprinkle!&lt;/b&gt; scatters random pits at the chosen density.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Autoriser la pose de fosses&#xa0;:&lt;/b&gt; glissez avec le bouton gauche de la souris pour peindre des fosses et avec le bouton droit pour les effacer&#xa0;; Espace pose ou retire la fosse sous le curseur de cellule. &lt;b&gt;Parsemer&#xa0;!&lt;/b&gt; répartit des fosses au hasard à la densité choisie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; (F5) builds the map and plays the build. &lt;b&gt;Reset&lt;/b&gt; (R) clears islands and log but keeps the pits. &lt;b&gt;Clear&lt;/b&gt; (C) removes the pits too.</source>
        <extracomment>Lesson, island controls; F5, R and C are keys</extracomment>
        <translation>&lt;b&gt;Démarrer&lt;/b&gt; (F5) construit la carte et en lance la lecture. &lt;b&gt;Réinitialiser&lt;/b&gt; (R) efface les îles et le journal mais garde les fosses. &lt;b&gt;Effacer&lt;/b&gt; (C) retire aussi les fosses.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause (Space), one step back or forwards (Left, Right), back to the start or on to the end (Home, End), and the timeline to jump to any step. Speed 1 shows about two steps a second, speed 10 as many as the screen allows.</source>
        <extracomment>Lesson, island controls: the playback bar; Space, Left, Right, Home, End are keys</extracomment>
        <translation>&lt;b&gt;Sous la carte&#xa0;:&lt;/b&gt; lecture et pause (Espace), une étape en arrière ou en avant (Gauche, Droite), retour au début ou saut à la fin (Début, Fin), et la ligne de temps pour sauter à n’importe quelle étape. La vitesse 1 montre environ deux étapes par seconde, la vitesse 10 autant que l’écran le permet.</translation>
    </message>
    <message>
        <source>Every change to pits and settings can be undone (Edit ▸ Undo).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>Chaque modification des fosses et des réglages peut être annulée (Édition ▸ Annuler).</translation>
    </message>
    <message>
        <source>Reading the recursion log</source>
        <extracomment>Lesson heading: how to read the recursion log</extracomment>
        <translation>Lire le journal de récursion</translation>
    </message>
    <message>
        <source>The log has one line per step. Each line is indented by the depth of the recursion, so you can watch the search go deeper and come back.</source>
        <extracomment>Lesson, recursion log: the layout of the log</extracomment>
        <translation>Le journal a une ligne par étape. Chaque ligne est mise en retrait selon la profondeur de la récursion&#xa0;: vous voyez ainsi la recherche descendre puis remonter.</translation>
    </message>
    <message>
        <source>%1: the seed of island 1 is placed in row 3, column 14; growth starts.</source>
        <extracomment>Lesson, recursion log; %1 is a seed line of the log, as the log shows it</extracomment>
        <translation>%1&#xa0;: le germe de l’île 1 est placé à la ligne 3, colonne 14&#xa0;; la croissance commence.</translation>
    </message>
    <message>
        <source>%1: the cell was added and the search goes one level deeper.</source>
        <extracomment>Lesson, recursion log; %1 is an ADD line of the log</extracomment>
        <translation>%1&#xa0;: la cellule a été ajoutée et la recherche descend d’un niveau.</translation>
    </message>
    <message>
        <source>%1: every path through this cell failed; it is water again and the next candidate is tried.</source>
        <extracomment>Lesson, recursion log; %1 is a BACKTRACK line of the log</extracomment>
        <translation>%1&#xa0;: tous les chemins passant par cette cellule ont échoué&#xa0;; elle redevient de l’eau et la candidate suivante est essayée.</translation>
    </message>
    <message>
        <source>%1: the island reached its target size.</source>
        <extracomment>Lesson, recursion log; %1 is the line of a completed island</extracomment>
        <translation>%1&#xa0;: l’île a atteint sa taille cible.</translation>
    </message>
    <message>
        <source>%1, %2 or %3: the island could not be grown. Its seed becomes water again and the next island starts.</source>
        <extracomment>Lesson, recursion log; %1, %2, %3 are the three lines of a failed island</extracomment>
        <translation>%1, %2 ou %3&#xa0;: l’île n’a pas pu pousser. Son germe redevient de l’eau et l’île suivante commence.</translation>
    </message>
    <message>
        <source>%1: every island has been tried.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a finished build</extracomment>
        <translation>%1&#xa0;: toutes les îles ont été essayées.</translation>
    </message>
    <message>
        <source>%1: the step limit was reached and the build stopped.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a build that hit the step limit</extracomment>
        <translation>%1&#xa0;: la limite d’étapes a été atteinte et la construction s’est arrêtée.</translation>
    </message>
    <message>
        <source>Click a line, or select it and press Enter, to show the map exactly as it was after that step. The line of the step shown is highlighted, and its tooltip gives the step number and the depth.</source>
        <extracomment>Lesson, recursion log: clicking a line</extracomment>
        <translation>Cliquez sur une ligne, ou sélectionnez-la et appuyez sur Entrée, pour voir la carte exactement comme elle était après cette étape. La ligne de l’étape affichée est mise en évidence, et son infobulle donne le numéro d’étape et la profondeur.</translation>
    </message>
    <message>
        <source>Reading the Code and Call Stack docks</source>
        <extracomment>Lesson heading: the Code, Call Stack and Cell Inspector docks</extracomment>
        <translation>Lire les panneaux Code et Pile d’appels</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. Lines marked NEW IN 6b are the 8-neighbour check; switch the rule and they disappear. The &lt;b&gt;Call Stack&lt;/b&gt; dock lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one; select a call to outline its cell and candidates on the map. The &lt;b&gt;Cell Inspector&lt;/b&gt; says for the cell under the map&apos;s cursor whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson, algorithm docks: how the Code and Call Stack docks follow the steps</extracomment>
        <translation>Le panneau &lt;b&gt;Code&lt;/b&gt; montre l’algorithme en pseudo-code et met en évidence la ligne qu’exécute l’étape actuelle&#xa0;: une ligne de germe, ADD dans grow() (AJOUT dans le journal), BACKTRACK après un appel qui a échoué (RETOUR dans le journal). Les lignes marquées NOUVEAU EN 6b sont la vérification des 8 voisines&#xa0;; changez de règle et elles disparaissent. Le panneau &lt;b&gt;Pile d’appels&lt;/b&gt; liste les appels grow() encore en cours, du germe jusqu’à la cellule actuelle&#xa0;: la cellule de chaque appel, la taille de l’île par rapport à sa taille cible, et ses candidates dans l’ordre où elles sont essayées, x pour un chemin qui a échoué, &amp;gt; pour celle en cours d’essai. Un ADD empile un appel, un BACKTRACK en dépile un&#xa0;; sélectionnez un appel pour entourer sa cellule et ses candidates sur la carte. L’&lt;b&gt;Inspecteur de cellule&lt;/b&gt; indique, pour la cellule sous le curseur de la carte, si elle est maintenant une candidate valide et, sinon, quelle règle et quelle cellule la refusent.</translation>
    </message>
    <message>
        <source>Too complex</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>Trop complexe</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the workbench responsive.</source>
        <translation>Avec beaucoup de fosses et l’ordre aléatoire désactivé, l’arbre de recherche peut croître de façon exponentielle&#xa0;: l’algorithme peut essayer des millions de chemins avant d’abandonner. Deux garde-fous permettent au programme de rester réactif.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reachability check:&lt;/b&gt; before an island grows, the cells it could reach from its seed are counted. If there are fewer than its target size, the island fails at once instead of searching in vain.</source>
        <extracomment>Lesson, too complex: the first guard</extracomment>
        <translation>&lt;b&gt;Vérification d’accessibilité&#xa0;:&lt;/b&gt; avant qu’une île ne pousse, on compte les cellules qu’elle pourrait atteindre depuis son germe. S’il y en a moins que sa taille cible, l’île échoue aussitôt au lieu de chercher en vain.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; when the log reaches the step limit (%1 by default), the build stops with %2. The island that was growing is removed; islands already complete stay.</source>
        <extracomment>Lesson, too complex: the second guard; %1 is the default step limit, %2 the log&apos;s last line</extracomment>
        <translation>&lt;b&gt;Limite d’étapes&#xa0;:&lt;/b&gt; quand le journal atteint la limite d’étapes (%1 par défaut), la construction s’arrête avec %2. L’île qui était en train de pousser est retirée&#xa0;; les îles déjà complètes restent.</translation>
    </message>
    <message>
        <source>Dungeon: tiles with half-doors</source>
        <extracomment>Lesson heading, dungeon</extracomment>
        <translation>Donjon&#xa0;: des tuiles à demi-portes</translation>
    </message>
    <message>
        <source>Now every cell of the grid takes a square tile: a room or a hall. Each side of a tile has two half-doors, one on each side of the middle of that side, so a tile has eight half-doors in all. A tile is described by the half-doors it opens.</source>
        <extracomment>Lesson, dungeon: half-doors</extracomment>
        <translation>Désormais, chaque cellule de la grille reçoit une tuile carrée&#xa0;: une salle ou un couloir. Chaque côté d’une tuile a deux demi-portes, une de chaque côté du milieu de ce côté&#xa0;; une tuile a donc huit demi-portes en tout. Une tuile est décrite par les demi-portes qu’elle ouvre.</translation>
    </message>
    <message>
        <source>The default tile set has three templates: the &lt;b&gt;big room&lt;/b&gt; opens all eight half-doors; the &lt;b&gt;small room&lt;/b&gt; opens the right half of the top side and the upper half of the right side; the &lt;b&gt;hall&lt;/b&gt; opens the upper halves of the left and right sides, a corridor along the top. A scenario may bring its own tile set, but it must contain a big room, so that every cell can be filled.</source>
        <extracomment>Lesson, dungeon: the default tile set</extracomment>
        <translation>Le jeu de tuiles par défaut compte trois modèles&#xa0;: la &lt;b&gt;grande salle&lt;/b&gt; ouvre les huit demi-portes&#xa0;; la &lt;b&gt;petite salle&lt;/b&gt; ouvre la moitié droite du côté du haut et la moitié haute du côté droit&#xa0;; le &lt;b&gt;couloir&lt;/b&gt; ouvre les moitiés hautes des côtés gauche et droit, un passage le long du haut. Un scénario peut apporter son propre jeu de tuiles, mais celui-ci doit contenir une grande salle, pour que chaque cellule puisse être remplie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotation:&lt;/b&gt; every template may be placed in four rotations. A quarter turn clockwise moves the top half-doors to the right side, the right ones to the bottom, and so on. A rotation that looks like one already listed is not listed twice.</source>
        <extracomment>Lesson, dungeon: rotation</extracomment>
        <translation>&lt;b&gt;Rotation&#xa0;:&lt;/b&gt; chaque modèle peut être posé selon quatre rotations. Un quart de tour dans le sens des aiguilles d’une montre amène les demi-portes du haut sur le côté droit, celles de droite en bas, et ainsi de suite. Une rotation identique à une rotation déjà listée n’est pas listée deux fois.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror matching:&lt;/b&gt; where two tiles meet, their half-doors face each other as mirror images: the left half of the upper tile&apos;s bottom side faces the left half of the lower tile&apos;s top side, and the upper half of the left tile&apos;s right side faces the upper half of the right tile&apos;s left side. Two tiles are joined by a passage when at least one such pair is open on both sides.</source>
        <extracomment>Lesson, dungeon: how half-doors meet across an edge</extracomment>
        <translation>&lt;b&gt;Correspondance en miroir&#xa0;:&lt;/b&gt; là où deux tuiles se touchent, leurs demi-portes se font face comme dans un miroir&#xa0;: la moitié gauche du côté bas de la tuile du dessus fait face à la moitié gauche du côté haut de la tuile du dessous, et la moitié haute du côté droit de la tuile de gauche fait face à la moitié haute du côté gauche de la tuile de droite. Deux tuiles sont reliées par un passage quand au moins une de ces paires est ouverte des deux côtés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Required and allowed:&lt;/b&gt; every empty cell keeps two sets of half-doors. &lt;i&gt;Required&lt;/i&gt; are those its filled neighbours have opened towards it; they must be answered. &lt;i&gt;Allowed&lt;/i&gt; are those it may still open: at first all of them except those facing the edge of the map or a pit. A tile placed on the cell opens only what is allowed.</source>
        <extracomment>Lesson, dungeon: required and allowed half-doors</extracomment>
        <translation>&lt;b&gt;Requises et permises&#xa0;:&lt;/b&gt; chaque cellule vide tient à jour deux ensembles de demi-portes. Les demi-portes &lt;i&gt;requises&lt;/i&gt; sont celles que ses voisines remplies ont ouvertes vers elle&#xa0;; il faut leur répondre. Les demi-portes &lt;i&gt;permises&lt;/i&gt; sont celles qu’elle peut encore ouvrir&#xa0;: au départ toutes, sauf celles qui donnent sur le bord de la carte ou sur une fosse. Une tuile posée sur la cellule n’ouvre que ce qui est permis.</translation>
    </message>
    <message>
        <source>When a tile is placed, each neighbour is updated. An empty neighbour that gets half-doors towards it may open exactly their mirror images on that side, and joins the fill queue; one that gets none may open nothing on that side. A filled neighbour&apos;s half-doors that the new tile does not answer are &lt;i&gt;clipped&lt;/i&gt;: removed, so that no half-door ever leads into a wall.</source>
        <extracomment>Lesson, dungeon: what a placement does to the neighbours</extracomment>
        <translation>Quand une tuile est posée, chaque voisine est mise à jour. Une voisine vide vers laquelle s’ouvrent des demi-portes peut ouvrir exactement leurs images en miroir sur ce côté, et entre dans la file de remplissage&#xa0;; une voisine vers laquelle rien ne s’ouvre ne peut rien ouvrir sur ce côté. Les demi-portes d’une voisine remplie auxquelles la nouvelle tuile ne répond pas sont &lt;i&gt;rognées&lt;/i&gt;&#xa0;: retirées, pour qu’aucune demi-porte ne donne jamais sur un mur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The fill queue:&lt;/b&gt; the build draws a start and an end cell and places a big room on each. Every neighbour that a placed tile opens half-doors towards joins the back of the queue, in the order up, right, down, left. The generator takes the cell at the front of the queue, lists the candidates (every template in every rotation) that pass both rules below, draws one of them at random and places it. A cell that is filled already is skipped. When the queue is empty, the dungeon is finished; cells that never joined the queue stay solid rock.</source>
        <extracomment>Lesson, dungeon: the fill queue</extracomment>
        <translation>&lt;b&gt;La file de remplissage&#xa0;:&lt;/b&gt; la construction tire une cellule de départ et une cellule d’arrivée et pose une grande salle sur chacune. Chaque voisine vers laquelle une tuile posée ouvre des demi-portes entre en fin de file, dans l’ordre haut, droite, bas, gauche. Le générateur prend la cellule en tête de file, liste les candidats (chaque modèle dans chaque rotation) qui respectent les deux règles ci-dessous, en tire un au hasard et le pose. Une cellule déjà remplie est sautée. Quand la file est vide, le donjon est terminé&#xa0;; les cellules qui ne sont jamais entrées dans la file restent de la roche pleine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 1:&lt;/b&gt; on every side where the cell has required half-doors, the candidate must open at least one of them.</source>
        <extracomment>Lesson, dungeon: candidate rule 1</extracomment>
        <translation>&lt;b&gt;Règle 1&#xa0;:&lt;/b&gt; sur chaque côté où la cellule a des demi-portes requises, le candidat doit en ouvrir au moins une.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 2:&lt;/b&gt; after placing the candidate, a path from the start to the end must still be possible: through passages between filled tiles, through open half-doors into empty cells, and across empty cells, which count as open on every side. A candidate that would cut the last such path is rejected.</source>
        <extracomment>Lesson, dungeon: candidate rule 2</extracomment>
        <translation>&lt;b&gt;Règle 2&#xa0;:&lt;/b&gt; une fois le candidat posé, un chemin du départ à l’arrivée doit rester possible&#xa0;: par les passages entre tuiles remplies, par les demi-portes ouvertes vers des cellules vides, et à travers les cellules vides, qui comptent comme ouvertes de tous les côtés. Un candidat qui couperait le dernier de ces chemins est rejeté.</translation>
    </message>
    <message>
        <source>A big room passes both rules everywhere, so a queued cell always gets a tile, and when the queue runs empty, the start and the end are joined by a chain of passages.</source>
        <extracomment>Lesson, dungeon: why a start-to-end path always exists</extracomment>
        <translation>Une grande salle respecte les deux règles partout&#xa0;; une cellule de la file reçoit donc toujours une tuile et, quand la file est vide, le départ et l’arrivée sont reliés par une chaîne de passages.</translation>
    </message>
    <message>
        <source>What you see on the map</source>
        <extracomment>Lesson heading: what the dungeon map shows</extracomment>
        <translation>Ce que vous voyez sur la carte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Green disc with S, purple disc with E:&lt;/b&gt; the start and the end.</source>
        <extracomment>Lesson, dungeon map; S and E are the letters drawn on the map (translate them as there)</extracomment>
        <translation>&lt;b&gt;Disque vert avec D, disque violet avec A&#xa0;:&lt;/b&gt; le départ et l’arrivée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue dashed frame:&lt;/b&gt; an empty cell waiting in the fill queue.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Cadre bleu en tirets&#xa0;:&lt;/b&gt; une cellule vide qui attend dans la file de remplissage.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Amber with a solid frame:&lt;/b&gt; the tile being placed at this step.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Ambre avec un cadre plein&#xa0;:&lt;/b&gt; la tuile posée à cette étape.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dotted frame:&lt;/b&gt; the cell whose candidates are being checked.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Jaune-vert avec un cadre pointillé&#xa0;:&lt;/b&gt; la cellule dont les candidats sont en cours de vérification.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red, fading:&lt;/b&gt; half-doors that were just clipped.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Rouge qui s’estompe&#xa0;:&lt;/b&gt; des demi-portes qui viennent d’être rognées.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Crimson line:&lt;/b&gt; when the build is finished, one shortest path from the start to the end.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Ligne cramoisie&#xa0;:&lt;/b&gt; une fois la construction terminée, l’un des plus courts chemins du départ à l’arrivée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; changes the colours; frames, crosses and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson, dungeon map; the menu path View &gt; Colour-Blind-Safe Palette</extracomment>
        <translation>&lt;b&gt;Affichage ▸ Palette adaptée aux daltoniens&lt;/b&gt; change les couleurs&#xa0;; les cadres, les croix et les lettres restent, si bien que rien n’est indiqué par la couleur seule.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed always gives the same dungeon. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Graine&#xa0;:&lt;/b&gt; la même graine donne toujours le même donjon. &lt;b&gt;Nouvelle graine&lt;/b&gt; en choisit une autre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows, columns and pits:&lt;/b&gt; the grid and its obstacles, set as in the island lessons; the dungeon is built around the pits.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Lignes, colonnes et fosses&#xa0;:&lt;/b&gt; la grille et ses obstacles, réglés comme dans les leçons sur les îles&#xa0;; le donjon est construit autour des fosses.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile set:&lt;/b&gt; add, remove and rename templates, and click a half-door of the selected template to open or close it. The big room must stay.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Jeu de tuiles&#xa0;:&lt;/b&gt; ajoutez, retirez et renommez des modèles, et cliquez sur une demi-porte du modèle sélectionné pour l’ouvrir ou la fermer. La grande salle doit rester.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile inspector:&lt;/b&gt; click a cell to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and every candidate checked for it with its verdict.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Inspecteur de tuile&#xa0;:&lt;/b&gt; cliquez sur une cellule pour voir sa tuile, sa rotation et ses portes ou, pour une cellule vide, les demi-portes qu’elle peut ouvrir et celles qu’elle doit ouvrir, ainsi que chaque candidat vérifié pour elle avec son verdict.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; builds the dungeon and plays the build; &lt;b&gt;Reset&lt;/b&gt; clears it and keeps the pits; &lt;b&gt;Clear&lt;/b&gt; removes the pits too.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Démarrer&lt;/b&gt; construit le donjon et en lance la lecture&#xa0;; &lt;b&gt;Réinitialiser&lt;/b&gt; l’efface et garde les fosses&#xa0;; &lt;b&gt;Effacer&lt;/b&gt; retire aussi les fosses.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause, step back and forwards, the timeline and the speed work as in the island lessons.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Sous la carte&#xa0;:&lt;/b&gt; lecture et pause, étape en arrière et en avant, la ligne de temps et la vitesse fonctionnent comme dans les leçons sur les îles.</translation>
    </message>
    <message>
        <source>Half-doors are written as a number in hexadecimal, one bit each, clockwise from the left half of the top side: 0x01 top left, 0x02 top right, 0x04 right upper, 0x08 right lower, 0x10 bottom right, 0x20 bottom left, 0x40 left lower, 0x80 left upper. A big room is 0xFF.</source>
        <extracomment>Lesson, dungeon log: door masks</extracomment>
        <translation>Les demi-portes s’écrivent comme un nombre hexadécimal, un bit chacune, dans le sens des aiguilles d’une montre à partir de la moitié gauche du côté du haut&#xa0;: 0x01 haut gauche, 0x02 haut droite, 0x04 droite haut, 0x08 droite bas, 0x10 bas droite, 0x20 bas gauche, 0x40 gauche bas, 0x80 gauche haut. Une grande salle vaut 0xFF.</translation>
    </message>
    <message>
        <source>%1, %2: the start and the end were drawn.</source>
        <extracomment>Lesson, dungeon log; %1 and %2 are the first two lines of a build</extracomment>
        <translation>%1, %2&#xa0;: le départ et l’arrivée ont été tirés au sort.</translation>
    </message>
    <message>
        <source>%1: a tile was placed; its doors are the half-doors it opened.</source>
        <extracomment>Lesson, dungeon log; %1 is a placement line</extracomment>
        <translation>%1&#xa0;: une tuile a été posée&#xa0;; ses portes sont les demi-portes qu’elle a ouvertes.</translation>
    </message>
    <message>
        <source>%1: a neighbour got half-doors towards the new tile and joins the back of the queue.</source>
        <extracomment>Lesson, dungeon log; %1 is a queue line</extracomment>
        <translation>%1&#xa0;: une voisine a reçu des demi-portes tournées vers la nouvelle tuile et entre en fin de file.</translation>
    </message>
    <message>
        <source>%1: half-doors of a filled neighbour that the new tile did not answer were removed.</source>
        <extracomment>Lesson, dungeon log; %1 is a clip line</extracomment>
        <translation>%1&#xa0;: les demi-portes d’une voisine remplie auxquelles la nouvelle tuile n’a pas répondu ont été retirées.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 1.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 1</extracomment>
        <translation>%1&#xa0;: rejeté par la règle 1.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 2.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 2</extracomment>
        <translation>%1&#xa0;: rejeté par la règle 2.</translation>
    </message>
    <message>
        <source>%1: the cell at the front of the queue has a tile already.</source>
        <extracomment>Lesson, dungeon log; %1 is a skip line</extracomment>
        <translation>%1&#xa0;: la cellule en tête de file a déjà une tuile.</translation>
    </message>
    <message>
        <source>%1: the queue ran empty; the dungeon is finished.</source>
        <extracomment>Lesson, dungeon log; %1 is the last line of a build</extracomment>
        <translation>%1&#xa0;: la file s’est vidée&#xa0;; le donjon est terminé.</translation>
    </message>
    <message>
        <source>Indented lines are details: the rejected candidates for a cell come just before the tile placed on it, its clips and queue entries just after. Click a line to show the map exactly as it was after that step.</source>
        <extracomment>Lesson, dungeon log: indented lines</extracomment>
        <translation>Les lignes en retrait sont des détails&#xa0;: les candidats rejetés pour une cellule viennent juste avant la tuile posée sur elle, ses rognages et ses entrées en file juste après. Cliquez sur une ligne pour voir la carte exactement comme elle était après cette étape.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock highlights the line of the current step; the &lt;b&gt;Call Stack&lt;/b&gt; dock shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open.</source>
        <extracomment>Lesson, dungeon: the Code and Call Stack docks</extracomment>
        <translation>Le panneau &lt;b&gt;Code&lt;/b&gt; met en évidence la ligne de l’étape actuelle&#xa0;; le panneau &lt;b&gt;Pile d’appels&lt;/b&gt; montre la cellule en cours de remplissage avec les verdicts sur ses candidats jusqu’ici, puis la file de remplissage dans l’ordre, avec les côtés que chaque cellule doit ouvrir.</translation>
    </message>
    <message>
        <source>Too complex?</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>Trop complexe&#xa0;?</translation>
    </message>
    <message>
        <source>A dungeon needs no step limit. Every cell gets at most one tile, a big room always fits, and each candidate is checked once, so every build finishes. What can go wrong is checked before it starts: with fewer than two open cells, or when pits cut the start off from the end, the build is refused at once with a message.</source>
        <extracomment>Lesson, dungeon: why no step limit is needed</extracomment>
        <translation>Un donjon n’a pas besoin de limite d’étapes. Chaque cellule reçoit au plus une tuile, une grande salle convient toujours et chaque candidat n’est vérifié qu’une fois&#xa0;: toute construction se termine donc. Ce qui peut mal tourner est vérifié avant le début&#xa0;: avec moins de deux cellules libres, ou quand des fosses séparent le départ de l’arrivée, la construction est refusée aussitôt, avec un message.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Lesson in the web page: a control&apos;s label, as the text names it; use your language&apos;s quotation marks</extracomment>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1, %2 and %3: 1 to 8 islands, each aiming for a random size between the minimum and the maximum (if the minimum is larger, the two are swapped). With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson in the web page, island controls; %1, %2, %3 name the fields for the number of islands, the minimum and the maximum size</extracomment>
        <translation>%1, %2 et %3&#xa0;: de 1 à 8 îles, chacune visant une taille aléatoire entre le minimum et le maximum (si le minimum est plus grand, les deux sont échangés). Avec une seule île, la leçon est l’étape 3.</translation>
    </message>
    <message>
        <source>%1: ticked, the candidates are shuffled and the shapes look natural; not ticked, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the Randomize check box</extracomment>
        <translation>%1&#xa0;: cochée, les candidates sont mélangées et les formes paraissent naturelles&#xa0;; non cochée, elles sont essayées dans l’ordre fixe haut, gauche, droite, bas, ce qui donne des formes régulières et, avec beaucoup de fosses, bien plus de retours arrière.</translation>
    </message>
    <message>
        <source>%1: 6a (orthogonal) or 6b (all 8 neighbours). %2: after this many steps a build stops as too complex.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the rule, %2 the step limit</extracomment>
        <translation>%1&#xa0;: 6a (orthogonale) ou 6b (les 8 voisines). %2&#xa0;: après ce nombre d’étapes, la construction s’arrête, trop complexe.</translation>
    </message>
    <message>
        <source>%1: the same seed with the same settings always gives the same map, so a whole class can follow one example.</source>
        <extracomment>Lesson in the web page, controls; %1 names the seed field</extracomment>
        <translation>%1&#xa0;: la même graine avec les mêmes réglages donne toujours la même carte, si bien que toute une classe peut suivre un même exemple.</translation>
    </message>
    <message>
        <source>%1: while it is ticked, drag on the map to paint pits (%2) or to erase them (%3); %4 takes back the last stroke. %5 scatters random pits over the open cells at the %6 given.</source>
        <extracomment>Lesson in the web page, controls; %1 the check box that lets a drag paint, %2 and %3 the pit and eraser tools, %4 the button that takes back a stroke, %5 the Sprinkle! button, %6 its density field</extracomment>
        <translation>%1&#xa0;: tant que la case est cochée, faites glisser sur la carte pour peindre des fosses (%2) ou les effacer (%3)&#xa0;; %4 reprend le dernier trait. %5 répand des fosses au hasard sur les cellules libres, selon la %6 indiquée.</translation>
    </message>
    <message>
        <source>%1 builds the map with these settings and pits and plays the build; %2 stops a build under way, and the map before it stays.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Start button, %2 the Cancel button</extracomment>
        <translation>%1 construit la carte avec ces réglages et ces fosses et joue la construction&#xa0;; %2 arrête une construction en cours, et la carte d’avant reste.</translation>
    </message>
    <message>
        <source>Below the map: %1 plays and pauses (Space); %2 and %3 go one step back or forwards (the Left and Right arrow keys); %4 and %5 go to the start or to the end (Home, End); the timeline jumps to any step. %6 1 shows about two steps a second, 10 as many as the screen allows.</source>
        <extracomment>Lesson in the web page, the playback bar; %1 Play, %2 Step back, %3 Step, %4 First, %5 Last, %6 Speed. Space, Home, End and the arrow keys are keys: in a right-to-left page the Left arrow steps forwards and the Right arrow back</extracomment>
        <translation>Sous la carte&#xa0;: %1 lance et met en pause (Espace)&#xa0;; %2 et %3 reculent ou avancent d’une étape (flèches gauche et droite)&#xa0;; %4 et %5 vont au début ou à la fin (Début, Fin)&#xa0;; la ligne de temps saute à n’importe quelle étape. %6 1 montre environ deux étapes par seconde, 10 autant que l’écran le permet.</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 zoom into a large map and move the part shown.</source>
        <extracomment>Lesson in the web page, controls; %1..%4 name the zoom and pan buttons</extracomment>
        <translation>%1, %2, %3 et %4 agrandissent une grande carte et déplacent la partie affichée.</translation>
    </message>
    <message>
        <source>%1: make every step of the build yourself on the map; each move is checked, and a wrong one says why. %2 shows the right move (hints are counted).</source>
        <extracomment>Lesson in the web page, controls; %1 names You Are the Algorithm&apos;s button, %2 Hint</extracomment>
        <translation>%1&#xa0;: faites vous-même chaque étape de la construction sur la carte&#xa0;; chaque coup est vérifié, et un coup faux dit pourquoi. %2 montre le bon coup (les indices sont comptés).</translation>
    </message>
    <message>
        <source>%1 copies a link to this lesson with your pits and settings: open it later, or hand it on, and the same map comes back.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Copy link button</extracomment>
        <translation>%1 copie un lien vers cette leçon avec vos fosses et vos réglages&#xa0;: ouvrez-le plus tard, ou transmettez-le, et la même carte revient.</translation>
    </message>
    <message>
        <source>The panels %1, %2 and %3</source>
        <extracomment>Lesson heading in the web page: the Code, Call Stack and Why this cell? panels; %1, %2, %3 are their names</extracomment>
        <translation>Les panneaux %1, %2 et %3</translation>
    </message>
    <message>
        <source>%1 highlights the line of the current step; %2 shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open. %3: tap a cell of the map, or point at it, to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and the candidates checked for it with their verdicts.</source>
        <extracomment>Lesson in the web page, dungeon: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 met en évidence la ligne de l’étape actuelle&#xa0;; %2 montre la cellule en cours de remplissage avec les verdicts sur ses candidats jusqu’ici, puis la file de remplissage dans l’ordre, avec les côtés que chaque cellule doit ouvrir. %3&#xa0;: touchez une cellule de la carte, ou pointez-la, pour voir sa tuile, sa rotation et ses portes ou, pour une cellule vide, les demi-portes qu’elle peut ouvrir et celles qu’elle doit ouvrir, ainsi que les candidats vérifiés pour elle avec leurs verdicts.</translation>
    </message>
    <message>
        <source>%1 shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. %2 lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one. %3: tap a cell of the map, or point at it, to see whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson in the web page, islands: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 montre l’algorithme en pseudo-code et met en évidence la ligne qu’exécute l’étape actuelle&#xa0;: une ligne de germe, ADD dans grow() (AJOUT dans le journal), BACKTRACK après un appel qui a échoué (RETOUR dans le journal). %2 liste les appels grow() encore en cours, du germe jusqu’à la cellule actuelle&#xa0;: la cellule de chaque appel, la taille de l’île par rapport à sa taille cible, et ses candidates dans l’ordre où elles sont essayées, x pour un chemin qui a échoué, &amp;gt; pour celle en cours d’essai. Un ADD empile un appel, un BACKTRACK en dépile un. %3&#xa0;: touchez une cellule de la carte, ou pointez-la, pour voir si elle est maintenant une candidate valide et, sinon, quelle règle et quelle cellule la refusent.</translation>
    </message>
    <message>
        <source>%1: %2 gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, island colours; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1&#xa0;: %2 donne aux îles les couleurs d’Okabe–Ito (jaune pour la cellule tout juste ajoutée, orange pour un retour arrière). Les cadres et les croix restent, si bien que rien n’est indiqué par la couleur seule.</translation>
    </message>
    <message>
        <source>Click a line to show the map exactly as it was after that step. The line of the step shown is highlighted.</source>
        <extracomment>Lesson in the web page, recursion log: clicking a line</extracomment>
        <translation>Cliquez sur une ligne pour afficher la carte exactement telle qu’elle était après cette étape. La ligne de l’étape affichée est mise en évidence.</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the lesson responsive.</source>
        <extracomment>Lesson in the web page, too complex: the problem</extracomment>
        <translation>Avec beaucoup de fosses et l’ordre aléatoire désactivé, l’arbre de recherche peut croître de façon exponentielle&#xa0;: l’algorithme peut essayer des millions de chemins avant d’abandonner. Deux garde-fous permettent à la leçon de rester réactive.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue:&lt;/b&gt; an empty cell waiting in the fill queue; a blue frame marks the cells this step queued.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Bleu&#xa0;:&lt;/b&gt; une cellule vide qui attend dans la file de remplissage&#xa0;; un cadre bleu marque les cellules que cette étape a mises en file.</translation>
    </message>
    <message>
        <source>%1: %2 changes the colours; frames and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, dungeon map; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1&#xa0;: %2 change les couleurs&#xa0;; les cadres et les lettres restent, si bien que rien n’est indiqué par la couleur seule.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eight island colours:&lt;/b&gt; every island keeps its own colour, and shows its number when the cells are large enough, its pattern of lines or dots when they are not.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Huit couleurs d’île&#xa0;:&lt;/b&gt; chaque île garde sa propre couleur et affiche son numéro quand les cellules sont assez grandes, sinon son motif de lignes ou de points.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark rock:&lt;/b&gt; a cell without a tile. Faint lines between rock cells let you count cells.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Roche sombre&#xa0;:&lt;/b&gt; une cellule sans tuile. De fines lignes entre les cellules de roche permettent de compter les cellules.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cream floor inside grey-brown walls:&lt;/b&gt; a placed tile. Each open half-door is a gap in the wall, on its half of the side; where two gaps face each other, there is a passage.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Sol crème entre des murs gris-brun&#xa0;:&lt;/b&gt; une tuile posée. Chaque demi-porte ouverte est une ouverture dans le mur, sur sa moitié du côté&#xa0;; là où deux ouvertures se font face, il y a un passage.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Gris violacé&#xa0;:&lt;/b&gt; une fosse, bloquée pour toujours&#xa0;; elle n’est jamais remplie et aucune demi-porte ne donne sur elle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey with a cross:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Gris violacé avec une croix&#xa0;:&lt;/b&gt; une fosse, bloquée pour toujours&#xa0;; elle n’est jamais remplie et aucune demi-porte ne donne sur elle.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Step %L1, depth %L2</source>
        <extracomment>Tooltip of a recursion log line: %1 step number, %2 recursion depth</extracomment>
        <translation>Étape %L1, profondeur %L2</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Recursion log</source>
        <extracomment>Name of the recursion log list for screen readers</extracomment>
        <translation>Journal de récursion</translation>
    </message>
    <message>
        <source>One line per step, indented by recursion depth. Click a line to show the map after that step.</source>
        <translation>Une ligne par étape, en retrait selon la profondeur de récursion. Cliquez sur une ligne pour montrer la carte après cette étape.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lesson Choice</source>
        <extracomment>Toolbar with the two lessons, islands and dungeon (not the Lesson panel)</extracomment>
        <translation>Choix de la leçon</translation>
    </message>
    <message>
        <source>About Mapgen Workbench</source>
        <translation>À propos de Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Construction</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Panels and &amp;Toolbars</source>
        <translation>Panneaux et barres d’&amp;outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construction</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Recursion Log</source>
        <translation>Journal de récursion</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historique des annulations</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <extracomment>The first entry of the undo history: the scenario as opened</extracomment>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>Scénario de démonstration</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Step-by-step lessons in procedural map generation: islands grown by recursive backtracking, dungeons of tiles placed with constraint propagation.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The lessons it exports carry their code under the MIT licence: copy, post and change them freely.&lt;/p&gt;&lt;p&gt;It comes with absolutely no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Des leçons pas à pas de génération procédurale de cartes : des îles qui poussent par retour sur trace récursif, des donjons de tuiles posées par propagation de contraintes.&lt;/p&gt;&lt;p&gt;Logiciel libre sous la licence publique générale GNU, version 3 ou ultérieure. Les leçons qu’il exporte portent leur code sous la licence MIT : copiez-les, publiez-les et modifiez-les librement.&lt;/p&gt;&lt;p&gt;Il est fourni sans aucune garantie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (%2 undoes it)</source>
        <extracomment>Status bar after an edit: %1 the edit (as the Edit menu names it), %2 the Undo key</extracomment>
        <translation>%1 (%2 l’annule)</translation>
    </message>
    <message>
        <source>Undone: %1 (%2 redoes it)</source>
        <extracomment>Status bar after Undo: %1 the edit undone, %2 the Redo key</extracomment>
        <translation>Annulé : %1 (%2 le rétablit)</translation>
    </message>
    <message>
        <source>&amp;Lesson Properties…</source>
        <translation>&amp;Propriétés de la leçon…</translation>
    </message>
</context>
<context>
    <name>MapExporter</name>
    <message>
        <source>Dungeon map</source>
        <translation>Carte du donjon</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Carte des îles</translation>
    </message>
    <message>
        <source>Mapgen Workbench, dungeon, seed %1</source>
        <extracomment>Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)</extracomment>
        <translation>Mapgen Workbench, donjon, graine %1</translation>
    </message>
    <message>
        <source>Mapgen Workbench, seed %1, rule %2</source>
        <translation>Mapgen Workbench, graine %1, règle %2</translation>
    </message>
    <message>
        <source>%1: the map could not be drawn as SVG</source>
        <translation>%1&#xa0;: la carte n’a pas pu être dessinée en SVG</translation>
    </message>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 a side</source>
        <extracomment>%1 x %2 the picture&apos;s width and height, %3 the limit, all in pixels</extracomment>
        <translation>l’image ferait %1 × %2 pixels&#xa0;; au plus %3 par côté</translation>
    </message>
    <message>
        <source>%1: use a cell size of %2 pixels or less</source>
        <translation>%1&#xa0;: utilisez une taille de cellule de %2 pixels ou moins</translation>
    </message>
    <message>
        <source>not enough memory for an image of %1 x %2 pixels (%3)</source>
        <translation>mémoire insuffisante pour une image de %1 × %2 pixels (%3)</translation>
    </message>
    <message>
        <source>the map could not be encoded as PNG</source>
        <translation>la carte n’a pas pu être encodée en PNG</translation>
    </message>
    <message>
        <source>%1: not enough memory to draw the map as SVG</source>
        <translation>%1&#xa0;: mémoire insuffisante pour dessiner la carte en SVG</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Map</source>
        <extracomment>Name of the map for screen readers</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Left-drag paints pits, right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Glisser avec le bouton gauche peint des fosses, avec le droit les efface. Ctrl+molette zoome. Au clavier : Tab jusqu’à la carte, Entrée pour l’éditer (les flèches déplacent le curseur de case, Espace pose ou retire une fosse), Échap pour arrêter.</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Ctrl+molette zoome. Au clavier : Tab jusqu’à la carte, Entrée pour déplacer le curseur de case avec les flèches, Échap pour arrêter.</translation>
    </message>
    <message>
        <source>Editing the map: the arrow keys move the cell cursor, Space sets or removes a pit, Esc ends editing</source>
        <translation>Édition de la carte : les flèches déplacent le curseur de case, Espace pose ou retire une fosse, Échap termine l’édition</translation>
    </message>
    <message>
        <source>On the map: the arrow keys move the cell cursor, Esc ends</source>
        <translation>Sur la carte : les flèches déplacent le curseur de case, Échap termine</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The map&apos;s name for screen readers while a question asks for a cell: the map&apos;s own name, then the question</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Before step 1 of %1</source>
        <extracomment>The map&apos;s step summary for screen readers at the start of playback</extracomment>
        <translation>Avant l’étape 1 sur %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>The map&apos;s step summary for screen readers: the step shown, the steps in all, the step&apos;s line in the recursion log</extracomment>
        <translation>Étape %1 sur %2&#xa0;: %3</translation>
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
        <translation>sol&#xa0;: la salle et les demi-portes ouvertes d’une tuile posée</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>rock: never filled</source>
        <translation>roche&#xa0;: jamais remplie</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>fosse</translation>
    </message>
    <message>
        <source>S: the start</source>
        <translation>D&#xa0;: le départ</translation>
    </message>
    <message>
        <source>E: the end</source>
        <translation>A&#xa0;: l’arrivée</translation>
    </message>
    <message>
        <source>a shortest path from start to end</source>
        <translation>l’un des plus courts chemins du départ à l’arrivée</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>island %1</source>
        <translation>île %1</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Étapes&#xa0;:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <translation>Tuiles posées&#xa0;:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <translation>Candidats rejetés&#xa0;:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>done: start and end are joined</source>
        <translation>terminé&#xa0;: le départ et l’arrivée sont reliés</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Retours arrière&#xa0;:</translation>
    </message>
    <message>
        <source>too complex: the step limit was reached</source>
        <translation>trop complexe&#xa0;: la limite d’étapes a été atteinte</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message numerus="yes">
        <source>complete, %n cell(s)</source>
        <translation>
            <numerusform>complète, %n cellule</numerusform>
            <numerusform>complète, %n cellules</numerusform>
        </translation>
    </message>
    <message>
        <source>Island %1:</source>
        <translation>Île %1&#xa0;:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <source>%1 rows x %2 columns</source>
        <translation>%1 lignes x %2 colonnes</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Règle&#xa0;:</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Îles&#xa0;:</translation>
    </message>
    <message>
        <source>Island sizes:</source>
        <translation>Tailles des îles&#xa0;:</translation>
    </message>
    <message>
        <source>%1 to %2 cells</source>
        <translation>de %1 à %2 cellules</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Ordre aléatoire&#xa0;:</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Step limit:</source>
        <translation>Limite d’étapes&#xa0;:</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>Jeu de tuiles&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>Fichier de scénario&#xa0;:</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>Dungeon map</source>
        <translation>Carte du donjon</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Carte des îles</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings to reproduce this map</source>
        <translation>Réglages pour reproduire cette carte</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>La leçon</translation>
    </message>
    <message>
        <source>%1: the handout could not be drawn as PDF</source>
        <translation>%1&#xa0;: la fiche n’a pas pu être dessinée en PDF</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>Every answer that counts as right, the build&apos;s own first.</source>
        <translation>Toutes les réponses qui comptent comme justes, celle de la construction d’abord.</translation>
    </message>
    <message>
        <source>Grade: the mean of the parts assigned, a part not begun counting 0, rounded half up.</source>
        <translation>Note&#xa0;: la moyenne des parties attribuées, une partie non commencée comptant 0, arrondie au plus proche (la moitié vers le haut).</translation>
    </message>
    <message>
        <source>Questions: answered right the first time, of the %1 this build asks.</source>
        <translation>Questions&#xa0;: réponses justes du premier coup, sur les %1 que pose cette construction.</translation>
    </message>
    <message>
        <source>You Are the Algorithm: right moves less wrong moves and hints (at least 0), of the %1 decisions of this build.</source>
        <translation>Vous êtes l’algorithme&#xa0;: actions justes moins actions fausses et indices (au moins 0), sur les %1 décisions de cette construction.</translation>
    </message>
    <message>
        <source>Pass mark: %1.</source>
        <translation>Seuil de réussite&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>PitCommand</name>
    <message numerus="yes">
        <source>Paint %n pit(s)</source>
        <translation>
            <numerusform>Peindre %n fosse</numerusform>
            <numerusform>Peindre %n fosses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n pit(s)</source>
        <translation>
            <numerusform>Effacer %n fosse</numerusform>
            <numerusform>Effacer %n fosses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Timeline</source>
        <extracomment>Name of the timeline slider for screen readers</extracomment>
        <translation>Ligne de temps</translation>
    </message>
    <message>
        <source>Drag to show the map after any step</source>
        <translation>Faites glisser pour montrer la carte après n’importe quelle étape</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <extracomment>Playback speed, 1 (slowest) to 10 (fastest)</extracomment>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>1: about two steps a second. 10: as fast as the screen allows.</source>
        <translation>1&#xa0;: environ deux étapes par seconde. 10&#xa0;: aussi vite que l’écran le permet.</translation>
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
        <translation>&amp;Garder le code en mode présentation</translation>
    </message>
    <message>
        <source>Presenter mode keeps the Code and Call Stack panels where they are, when the lesson has them</source>
        <translation>Le mode présentation laisse les panneaux Code et Pile d’appels à leur place, quand la leçon les comporte</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Full screen with only the map, the timeline and the current step in large type, for a projector (F9 again restores the layout)</source>
        <translation>Plein écran avec seulement la carte, la ligne de temps et l’étape actuelle en grands caractères, pour un projecteur (un nouvel appui sur F9 rétablit la disposition)</translation>
    </message>
    <message>
        <source>The starting map</source>
        <translation>La carte de départ</translation>
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
        <translation>Espace</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
</context>
<context>
    <name>QuestionCoach</name>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Ask &amp;Here</source>
        <translation>Demander &amp;ici</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Move</source>
        <translation>Demander la prochaine &amp;action</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Cell</source>
        <translation>Demander la prochaine &amp;cellule</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Placement</source>
        <translation>Demander la prochaine &amp;pose</translation>
    </message>
    <message>
        <source>Playback stops after the step shown now and asks this</source>
        <translation>La lecture s’arrête après l’étape affichée maintenant et pose cette question</translation>
    </message>
    <message>
        <source>no cell any more</source>
        <translation>plus aucune cellule</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>%1 avec %n quart de tour, à la ligne %2, colonne %3</numerusform>
            <numerusform>%1 avec %n quarts de tour, à la ligne %2, colonne %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 in the log: %2</source>
        <translation>Étape %1 dans le journal&#xa0;: %2</translation>
    </message>
    <message>
        <source>No step after this one adds a cell.</source>
        <translation>Aucune étape après celle-ci n’ajoute de cellule.</translation>
    </message>
    <message numerus="yes">
        <source>First the recursion goes back %n cell(s).</source>
        <translation>
            <numerusform>D’abord, la récursion revient en arrière de %n cellule.</numerusform>
            <numerusform>D’abord, la récursion revient en arrière de %n cellules.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cell is still to be added.</source>
        <translation>Il reste encore une cellule à ajouter.</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) were rejected on that cell before this one fit.</source>
        <translation>
            <numerusform>%n candidat a été rejeté sur cette cellule avant que celui-ci convienne.</numerusform>
            <numerusform>%n candidats ont été rejetés sur cette cellule avant que celui-ci convienne.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile is still to be placed.</source>
        <translation>Il reste encore une tuile à poser.</translation>
    </message>
    <message>
        <source>Your cell is a pit.</source>
        <translation>Votre cellule est une fosse.</translation>
    </message>
    <message>
        <source>Your cell has a tile already.</source>
        <translation>Votre cellule a déjà une tuile.</translation>
    </message>
    <message>
        <source>Your cell waits in the fill queue; the cell at its front comes first.</source>
        <translation>Votre cellule attend dans la file de remplissage&#xa0;; la cellule en tête de file passe d’abord.</translation>
    </message>
    <message>
        <source>Your cell is not in the fill queue: only cells beside an open door join it.</source>
        <translation>Votre cellule n’est pas dans la file de remplissage&#xa0;: seules les cellules voisines d’une porte ouverte y entrent.</translation>
    </message>
    <message>
        <source>Ask the %1 after step %2</source>
        <translation>Poser la question «&#xa0;%1&#xa0;» après l’étape %2</translation>
    </message>
    <message>
        <source>Remove the question after step %1</source>
        <translation>Retirer la question après l’étape %1</translation>
    </message>
    <message numerus="yes">
        <source>Summary: %n question(s) asked</source>
        <translation>
            <numerusform>Bilan&#xa0;: %n question posée</numerusform>
            <numerusform>Bilan&#xa0;: %n questions posées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n juste</numerusform>
            <numerusform>%n justes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n fausse</numerusform>
            <numerusform>%n fausses</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1&#xa0;: %2 sur %3 justes</translation>
    </message>
    <message numerus="yes">
        <source>Questions: %1 of %n right</source>
        <translation>
            <numerusform>Questions&#xa0;: %1 sur %n juste</numerusform>
            <numerusform>Questions&#xa0;: %1 sur %n justes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %n cell(s), %1</source>
        <translation>
            <numerusform>Juste : %n case, %1</numerusform>
            <numerusform>Juste : %n cases, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <source>next move</source>
        <translation>prochaine action</translation>
    </message>
    <message>
        <source>next cell</source>
        <translation>prochaine cellule</translation>
    </message>
    <message>
        <source>next placement</source>
        <translation>prochaine pose</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n quart de tour</numerusform>
            <numerusform>%1, %n quarts de tour</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Bonne réponse&#xa0;!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>La réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>After step %1: %2</source>
        <translation>Après l’étape %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No question now. Questions stop playback at their step; add one with Build &gt; Ask Here.</source>
        <translation>Aucune question pour l’instant. Les questions arrêtent la lecture à leur étape&#xa0;; ajoutez-en une avec Construction &gt; Demander ici.</translation>
    </message>
    <message>
        <source>Stop and think: what does step %1 do?</source>
        <translation>Arrêtez-vous et réfléchissez&#xa0;: que fait l’étape %1&#xa0;?</translation>
    </message>
    <message>
        <source>Stop and think: which cell is added next? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Arrêtez-vous et réfléchissez&#xa0;: quelle cellule est ajoutée ensuite&#xa0;? Cliquez dessus sur la carte, ou déplacez le curseur de la carte avec les flèches et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Stop and think: which cell gets the next tile? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Arrêtez-vous et réfléchissez&#xa0;: quelle cellule reçoit la prochaine tuile&#xa0;? Cliquez dessus sur la carte, ou déplacez le curseur de la carte avec les flèches et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2?</source>
        <translation>Quelle tuile, avec quelle rotation, va à la ligne %1, colonne %2&#xa0;?</translation>
    </message>
    <message>
        <source>A new island&apos;s seed is placed</source>
        <translation>Le germe d’une nouvelle île est placé</translation>
    </message>
    <message>
        <source>A cell is added to the island</source>
        <translation>Une cellule est ajoutée à l’île</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>La récursion revient en arrière d’une cellule</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>L’île a atteint sa taille cible</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>L’île ne peut pas pousser</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Toutes les îles sont construites</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>La construction abandonne&#xa0;: trop complexe</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Répondre</translation>
    </message>
    <message>
        <source>&amp;No more</source>
        <extracomment>Answer to &quot;which cell is added (gets a tile) next?&quot; when the build adds none any more</extracomment>
        <translation>&amp;Plus aucune</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>&amp;Remove Question</source>
        <translation>Retirer la &amp;question</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>Mode &amp;entraînement</translation>
    </message>
    <message>
        <source>every</source>
        <translation>toutes les</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> étapes</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Germe</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Island Complete</source>
        <translation>Île complète</translation>
    </message>
    <message>
        <source>Island Failed</source>
        <translation>Échec de l’île</translation>
    </message>
    <message>
        <source>All Done</source>
        <translation>Tout est terminé</translation>
    </message>
    <message>
        <source>Too Complex</source>
        <translation>Trop complexe</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Name of the question panel for screen readers (its description is the question)</extracomment>
        <translation>Question</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Vider la liste</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Change seed to %1</source>
        <translation>Changer la graine en %1</translation>
    </message>
    <message>
        <source>New seed %1</source>
        <translation>Nouvelle graine %1</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>Changer les réglages</translation>
    </message>
    <message>
        <source>Change number of islands to %1</source>
        <translation>Changer le nombre d’îles en %1</translation>
    </message>
    <message>
        <source>Change island sizes</source>
        <translation>Changer les tailles d’île</translation>
    </message>
    <message>
        <source>Randomize on</source>
        <translation>Ordre aléatoire activé</translation>
    </message>
    <message>
        <source>Randomize off</source>
        <translation>Ordre aléatoire désactivé</translation>
    </message>
    <message>
        <source>Change rule to Stage %1</source>
        <translation>Passer à la règle Phase %1</translation>
    </message>
    <message>
        <source>Change step limit</source>
        <translation>Changer la limite d’étapes</translation>
    </message>
    <message>
        <source>Switch to the dungeon lesson</source>
        <translation>Passer à la leçon du donjon</translation>
    </message>
    <message>
        <source>Switch to the island lesson</source>
        <translation>Passer à la leçon des îles</translation>
    </message>
    <message>
        <source>Change experiment</source>
        <translation>Changer l’expérience</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Arrêter la comparaison</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Change comparison</source>
        <translation>Changer la comparaison</translation>
    </message>
    <message numerus="yes">
        <source>Sprinkle %n pit(s)</source>
        <extracomment>Undo history: Sprinkle! added %n random pits</extracomment>
        <translation>
            <numerusform>Parsemer %n fosse</numerusform>
            <numerusform>Parsemer %n fosses</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear all pits</source>
        <translation>Effacer toutes les fosses</translation>
    </message>
    <message>
        <source>Resize grid to %1 × %2</source>
        <extracomment>Undo history; %1 rows, %2 columns</extracomment>
        <translation>Redimensionner la grille en %1 × %2</translation>
    </message>
    <message>
        <source>Change lesson properties</source>
        <translation>Modifier les propriétés de la leçon</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>%1: key &quot;%2&quot;: %3</source>
        <translation>%1&#xa0;: clé «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>absente&#xa0;; un entier de %1 à %2 était attendu</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>un entier de %1 à %2 était attendu, reçu %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true ou false était attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>une chaîne était attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2 starting %3</source>
        <translation>au plus %1 caractères étaient attendus, reçu %2 commençant par %3</translation>
    </message>
    <message>
        <source>expected a list of at most %1 questions, got %2</source>
        <translation>une liste d’au plus %1 questions était attendue, reçu %2</translation>
    </message>
    <message>
        <source>a list of length %1</source>
        <translation>une liste de longueur %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>un objet était attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a list of &quot;%1&quot;, &quot;%2&quot; or both, got %3</source>
        <translation>une liste de &quot;%1&quot;, &quot;%2&quot; ou des deux était attendue, reçu %3</translation>
    </message>
    <message>
        <source>the range %1 to %2 in steps of %3 has more than %4 values</source>
        <translation>l’intervalle de %1 à %2 par pas de %3 a plus de %4 valeurs</translation>
    </message>
    <message>
        <source>expected a list of 1 to %1 tiles, got %2</source>
        <translation>une liste de 1 à %1 tuiles était attendue, reçu %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;name&quot; and &quot;doors&quot;, got %1</source>
        <translation>un objet avec &quot;name&quot; et &quot;doors&quot; était attendu, reçu %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tuile %1</translation>
    </message>
    <message>
        <source>expected at least one tile with doors 255 (a big room), so that every cell can be filled</source>
        <translation>au moins une tuile avec doors 255 (une grande salle) était attendue, pour que chaque cellule puisse être remplie</translation>
    </message>
    <message>
        <source>%1: is a folder; expected a scenario file</source>
        <translation>%1&#xa0;: est un dossier&#xa0;; un fichier de scénario était attendu</translation>
    </message>
    <message>
        <source>%1: is not a regular file (a device or a pipe); expected a scenario file</source>
        <translation>%1&#xa0;: n’est pas un fichier ordinaire (un périphérique ou un tube)&#xa0;; un fichier de scénario était attendu</translation>
    </message>
    <message>
        <source>%1: is %2 bytes; a scenario file may be at most %3 (%4 bytes)</source>
        <extracomment>%2 and %4 are byte counts, %3 the same limit as 4 MiB</extracomment>
        <translation>%1&#xa0;: fait %2 octets&#xa0;; un fichier de scénario peut faire au plus %3 (%4 octets)</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1&#xa0;: ouverture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1&#xa0;: lecture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: is larger than %2, the most a scenario file may be</source>
        <translation>%1&#xa0;: dépasse %2, la taille maximale d’un fichier de scénario</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1&#xa0;: JSON non valide à l’octet %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1&#xa0;: un objet JSON était attendu au niveau supérieur</translation>
    </message>
    <message>
        <source>expected &quot;mapgen-scenario&quot;, got %1</source>
        <translation>&quot;mapgen-scenario&quot; était attendu, reçu %1</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (1); please update Mapgen Workbench</source>
        <translation>la version %1 est plus récente que ce que ce programme sait lire (1)&#xa0;; veuillez mettre à jour Mapgen Workbench</translation>
    </message>
    <message>
        <source>expected &quot;island&quot; or &quot;dungeon&quot;, got %1</source>
        <translation>&quot;island&quot; ou &quot;dungeon&quot; était attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected an integer from 0 to 2^53 (or a decimal string up to 2^64-1), got %1</source>
        <translation>un entier de 0 à 2^53 (ou une chaîne décimale jusqu’à 2^64-1) était attendu, reçu %1</translation>
    </message>
    <message>
        <source>a number above 2^53 cannot be read exactly; write the seed as a decimal string, for example &quot;seed&quot;: &quot;9007199254740993&quot;</source>
        <extracomment>2^53 is the largest integer a JSON reader holds exactly</extracomment>
        <translation>un nombre supérieur à 2^53 ne peut pas être lu exactement&#xa0;; écrivez la graine comme chaîne décimale, par exemple &quot;seed&quot;: &quot;9007199254740993&quot;</translation>
    </message>
    <message>
        <source>expected a decimal string from 0 to 18446744073709551615, got %1</source>
        <translation>une chaîne décimale de 0 à 18446744073709551615 était attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected an integer or a decimal string, got %1</source>
        <translation>un entier ou une chaîne décimale était attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a list of strings, rows x columns = %1 x %2 characters (&apos;#&apos; for a pit, &apos;.&apos; for open), got %3</source>
        <extracomment>%1 x %2 are rows x columns; %3 what the file has</extracomment>
        <translation>une liste de chaînes était attendue, lignes x colonnes = %1 x %2 caractères (&apos;#&apos; pour une fosse, &apos;.&apos; pour une cellule libre), reçu %3</translation>
    </message>
    <message>
        <source>expected a string of length %1, got %2</source>
        <translation>une chaîne de longueur %1 était attendue, reçu %2</translation>
    </message>
    <message>
        <source>expected only &apos;#&apos; and &apos;.&apos;, got &apos;%1&apos; (%2) at column %3</source>
        <extracomment>%1 the character found, %2 its code (U+0078), %3 the column</extracomment>
        <translation>seuls &apos;#&apos; et &apos;.&apos; étaient attendus, reçu &apos;%1&apos; (%2) à la colonne %3</translation>
    </message>
    <message>
        <source>expected &quot;6a&quot; or &quot;6b&quot;, got %1</source>
        <translation>&quot;6a&quot; ou &quot;6b&quot; était attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected &quot;step&quot; or &quot;island&quot;, got %1</source>
        <translation>&quot;step&quot; ou &quot;island&quot; était attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 sizes, got %2</source>
        <translation>attendu&#xa0;: une liste d’au plus %1 tailles, obtenu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected sizes &quot;RxC&quot;, each side from 1 to %1, got %2</source>
        <extracomment>RxC: rows x columns, as &quot;16x32&quot;</extracomment>
        <translation>attendu&#xa0;: des tailles «&#xa0;LxC&#xa0;», chaque côté de 1 à %1, obtenu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a list of at most %1 tile subsets, got %2</source>
        <translation>attendu&#xa0;: une liste d’au plus %1 sous-ensembles de tuiles, obtenu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a list of template numbers from 0 to %1 in ascending order, each once, got %2</source>
        <translation>attendu&#xa0;: une liste de numéros de modèle de 0 à %1 en ordre croissant, chacun une fois, obtenu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; or &quot;tiles&quot;, got %1</source>
        <translation>&quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; ou &quot;tiles&quot; était attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected %1 in a dungeon scenario, got %2</source>
        <translation>%1 était attendu dans un scénario de donjon, reçu %2</translation>
    </message>
    <message>
        <source>expected %1 in an island scenario, got %2</source>
        <translation>%1 était attendu dans un scénario d’îles, reçu %2</translation>
    </message>
    <message>
        <source>expected at least one of &quot;questions&quot; and &quot;construct&quot; to be true, got both false</source>
        <extracomment>&quot;questions&quot; and &quot;construct&quot; are key names of the file: not to be translated</extracomment>
        <translation>au moins l’un de &quot;questions&quot; et &quot;construct&quot; devait valoir true, reçu false pour les deux</translation>
    </message>
</context>
<context>
    <name>ScormPackage</name>
    <message>
        <source>this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>cette version de mapgen n’a pas de lecteur de leçons web (compilée sans emscripten)</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Steps:</source>
        <translation>Étapes&#xa0;:</translation>
    </message>
    <message>
        <source>Adds:</source>
        <extracomment>Statistics: ADD entries up to the current step</extracomment>
        <translation>Ajouts&#xa0;:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Retours arrière&#xa0;:</translation>
    </message>
    <message>
        <source>Current depth:</source>
        <translation>Profondeur actuelle&#xa0;:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Île</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Islands</source>
        <extracomment>Name of the per-island statistics table for screen readers</extracomment>
        <translation>Îles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Pas encore construit&#xa0;: appuyez sur Démarrer</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Construction en cours…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Too complex: the step limit was reached</source>
        <translation>Trop complexe&#xa0;: la limite d’étapes a été atteinte</translation>
    </message>
</context>
<context>
    <name>TileDrawing</name>
    <message>
        <source>Tile</source>
        <extracomment>Name of the large tile picture for screen readers</extracomment>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Aucune cellule sélectionnée</translation>
    </message>
    <message>
        <source>A pit: never filled</source>
        <translation>Une fosse&#xa0;: jamais remplie</translation>
    </message>
    <message>
        <source>Solid rock: never queued</source>
        <translation>Roche pleine&#xa0;: jamais mise en file</translation>
    </message>
    <message>
        <source>Not filled yet. May open: %1. Must open: %2.</source>
        <extracomment>%1, %2: lists of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Pas encore remplie. Peut ouvrir&#xa0;: %1. Doit ouvrir&#xa0;: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Open half-doors: %1</source>
        <extracomment>%1: a list of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Demi-portes ouvertes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Click a half-door to open or close it (or Tab here, pick one with the arrow keys and press Space).</source>
        <translation>Cliquez sur une demi-porte pour l’ouvrir ou la fermer (ou placez-vous ici avec Tab, choisissez-en une avec les flèches et appuyez sur Espace).</translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>À l’étape&#xa0;:</translation>
    </message>
    <message>
        <source>Doors:</source>
        <extracomment>Inspector: the half-doors the cell&apos;s tile has open</extracomment>
        <translation>Portes&#xa0;:</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <extracomment>Inspector: half-doors an unfilled cell may still open</extracomment>
        <translation>Permises&#xa0;:</translation>
    </message>
    <message>
        <source>Required:</source>
        <extracomment>Inspector: half-doors its filled neighbours opened towards the cell</extracomment>
        <translation>Requises&#xa0;:</translation>
    </message>
    <message>
        <source>Hexadecimal, then binary from LU (bit 7) down to UL (bit 0).</source>
        <translation>En hexadécimal, puis en binaire de LU (bit 7) à UL (bit 0).</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidats</translation>
    </message>
    <message>
        <source>Candidates for the selected cell</source>
        <extracomment>Name of the candidate list for screen readers</extracomment>
        <translation>Candidats pour la cellule sélectionnée</translation>
    </message>
    <message>
        <source>%1 (binary %2)</source>
        <extracomment>Inspector: a half-door mask; %1 hexadecimal (0xFC), %2 binary (1111 1100)</extracomment>
        <translation>%1 (binaire %2)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>modèle %1</translation>
    </message>
    <message>
        <source>%1, rotation %2</source>
        <extracomment>Inspector: a candidate; %1 template name, %2 quarter turns clockwise (0..3)</extracomment>
        <translation>%1, rotation %2</translation>
    </message>
    <message>
        <source>No cell selected: click a cell of the dungeon map.</source>
        <translation>Aucune cellule sélectionnée&#xa0;: cliquez sur une cellule de la carte du donjon.</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Inspector heading: row and column of the selected cell, then what it is</extracomment>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>fosse</translation>
    </message>
    <message>
        <source>start, filled</source>
        <translation>départ, remplie</translation>
    </message>
    <message>
        <source>end, filled</source>
        <translation>arrivée, remplie</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>remplie</translation>
    </message>
    <message>
        <source>queued, not filled yet</source>
        <translation>en file, pas encore remplie</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>roche</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Inspector: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, rotation %n (quarter turns clockwise)</source>
        <extracomment>Inspector: %1 template name, %n quarter turns clockwise</extracomment>
        <translation>
            <numerusform>%1, rotation %n (quart de tour dans le sens des aiguilles d’une montre)</numerusform>
            <numerusform>%1, rotation %n (quarts de tour dans le sens des aiguilles d’une montre)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pits are never filled and take part in nothing.</source>
        <translation>Les fosses ne sont jamais remplies et ne prennent part à rien.</translation>
    </message>
    <message>
        <source>Start and end always get the big room; no candidates are checked.</source>
        <translation>Le départ et l’arrivée reçoivent toujours la grande salle&#xa0;; aucun candidat n’est vérifié.</translation>
    </message>
    <message>
        <source>Waiting in the fill queue: its candidates are not checked yet.</source>
        <translation>En attente dans la file de remplissage&#xa0;: ses candidats ne sont pas encore vérifiés.</translation>
    </message>
    <message>
        <source>No candidates checked for this cell at this step.</source>
        <translation>Aucun candidat vérifié pour cette cellule à cette étape.</translation>
    </message>
    <message>
        <source>In the order they are checked; one valid candidate is drawn at random.</source>
        <translation>Dans l’ordre où ils sont vérifiés&#xa0;; un candidat valide est tiré au hasard.</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>pas encore vérifié</translation>
    </message>
    <message>
        <source>valid (not drawn)</source>
        <translation>valide (non tiré)</translation>
    </message>
    <message>
        <source>✔ chosen</source>
        <extracomment>Inspector: the valid candidate that was drawn and placed</extracomment>
        <translation>✔ choisi</translation>
    </message>
    <message>
        <source>✘ rejected: a required side is not answered</source>
        <translation>✘ rejeté&#xa0;: un côté requis reste sans réponse</translation>
    </message>
    <message>
        <source>✘ rejected: would cut the last start-to-end path</source>
        <translation>✘ rejeté&#xa0;: couperait le dernier chemin du départ à l’arrivée</translation>
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
        <translation>Ses candidats sont affichés une fois la question répondue.</translation>
    </message>
</context>
<context>
    <name>TileSetPanel</name>
    <message>
        <source>Each template may be placed in any of its four rotations (shown left to right: 0, 1, 2 and 3 quarter turns clockwise). Click a half-door of the selected template to open or close it.</source>
        <translation>Chaque modèle peut être posé dans l’une de ses quatre rotations (de gauche à droite&#xa0;: 0, 1, 2 et 3 quarts de tour dans le sens des aiguilles d’une montre). Cliquez sur une demi-porte du modèle sélectionné pour l’ouvrir ou la fermer.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <extracomment>Button: add a tile template to the scenario&apos;s tile set</extracomment>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <source>Add a template (at most %1)</source>
        <translation>Ajouter un modèle (au plus %1)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Remove the selected template</source>
        <translation>Retirer le modèle sélectionné</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>Re&amp;nommer</translation>
    </message>
    <message>
        <source>Rename the selected template (or double-click its name)</source>
        <translation>Renommer le modèle sélectionné (ou double-cliquer sur son nom)</translation>
    </message>
    <message>
        <source>Tile templates</source>
        <extracomment>Name of the template list for screen readers</extracomment>
        <translation>Modèles de tuile</translation>
    </message>
    <message>
        <source>Selected template</source>
        <translation>Modèle sélectionné</translation>
    </message>
    <message>
        <source>A tile set needs at least one template.</source>
        <translation>Un jeu de tuiles a besoin d’au moins un modèle.</translation>
    </message>
    <message>
        <source>A tile set holds at most %1 templates.</source>
        <translation>Un jeu de tuiles contient au plus %1 modèles.</translation>
    </message>
    <message>
        <source>A template needs at least one half-door.</source>
        <translation>Un modèle a besoin d’au moins une demi-porte.</translation>
    </message>
    <message>
        <source>The tile set must keep a big room (all eight half-doors open, 0xFF): it is placed on start and end, and it is what lets every queued cell be filled.</source>
        <translation>Le jeu de tuiles doit garder une grande salle (les huit demi-portes ouvertes, 0xFF)&#xa0;: elle est posée sur le départ et l’arrivée, et c’est grâce à elle que chaque cellule de la file peut être remplie.</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>Un modèle a besoin d’un nom.</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>Name of a newly added tile template; %1 its number, from 1</extracomment>
        <translation>modèle %1</translation>
    </message>
    <message>
        <source>Add template</source>
        <extracomment>Undo history: a tile template was added</extracomment>
        <translation>Ajouter un modèle</translation>
    </message>
    <message>
        <source>Remove template %1</source>
        <extracomment>Undo history: %1 the removed template&apos;s name, in quotes</extracomment>
        <translation>Retirer le modèle %1</translation>
    </message>
    <message>
        <source>Rename template %1</source>
        <translation>Renommer le modèle %1</translation>
    </message>
    <message>
        <source>Open half-door %1 of %2</source>
        <extracomment>Undo history: %1 half-door name (UL ... LU), %2 template name in quotes</extracomment>
        <translation>Ouvrir la demi-porte %1 de %2</translation>
    </message>
    <message>
        <source>Close half-door %1 of %2</source>
        <translation>Fermer la demi-porte %1 de %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a template: %1 its name, %2 its half-door mask</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No template selected</source>
        <translation>Aucun modèle sélectionné</translation>
    </message>
    <message>
        <source>Template %1</source>
        <extracomment>Heading above the large picture of the selected template; %1 its name</extracomment>
        <translation>Modèle %1</translation>
    </message>
    <message>
        <source>A template&apos;s name has at most %1 characters.</source>
        <translation>Le nom d’un modèle compte au plus %1 caractères.</translation>
    </message>
</context>
<context>
    <name>WebLessonExporter</name>
    <message>
        <source>%1: this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>%1&#xa0;: cette version de mapgen n’a pas de lecteur de leçons web (compilée sans emscripten)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The map at the step shown</source>
        <translation>La carte à l’étape affichée</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Commandes de lecture</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Ligne de temps</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Recursion log</source>
        <translation>Journal de récursion</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Îles</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Taille minimale</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Taille maximale</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Ordre aléatoire</translation>
    </message>
    <message>
        <source>Step limit</source>
        <translation>Limite d’étapes</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Fosses</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Fosse</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Undo stroke</source>
        <translation>Annuler le tracé</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Adaptée aux daltoniens (Okabe-Ito)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Island complete</source>
        <translation>Île complète</translation>
    </message>
    <message>
        <source>Island failed</source>
        <translation>Échec de l’île</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Tout est terminé</translation>
    </message>
    <message>
        <source>Too complex</source>
        <translation>Trop complexe</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n quart de tour</numerusform>
            <numerusform>%1, %n quarts de tour</numerusform>
        </translation>
    </message>
    <message>
        <source>complete (size %1)</source>
        <translation>complète (taille %1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Construction en cours…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Mapgen lesson</source>
        <translation>Leçon Mapgen</translation>
    </message>
    <message>
        <source>These settings cannot be built.</source>
        <translation>Impossible de construire avec ces réglages.</translation>
    </message>
    <message>
        <source>Not enough memory for this build; lower the step limit.</source>
        <translation>Mémoire insuffisante pour cette construction&#xa0;; abaissez la limite d’étapes.</translation>
    </message>
    <message>
        <source>Ignored in the address: %1</source>
        <translation>Ignoré dans l’adresse&#xa0;: %1</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>Une graine est un nombre entier de 0 à 18446744073709551615.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retours arrière</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>too complex</source>
        <translation>trop complexe</translation>
    </message>
    <message>
        <source>Island %1</source>
        <translation>Île %1</translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Tuiles posées</translation>
    </message>
    <message>
        <source>Candidates rejected</source>
        <translation>Candidats rejetés</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Que fait l’algorithme ensuite&#xa0;?</translation>
    </message>
    <message>
        <source>Which cell is added next? Click it on the map.</source>
        <translation>Quelle cellule est ajoutée ensuite&#xa0;? Cliquez dessus sur la carte.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then click its cell.</source>
        <translation>Où va la prochaine tuile&#xa0;? Choisissez la tuile, puis cliquez sur sa cellule.</translation>
    </message>
    <message>
        <source>Click the cell on the map, or:</source>
        <translation>Cliquez sur la cellule sur la carte, ou&#xa0;:</translation>
    </message>
    <message>
        <source>None any more</source>
        <translation>Plus aucune</translation>
    </message>
    <message>
        <source>Tile and rotation</source>
        <translation>Tuile et rotation</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Bonne réponse&#xa0;!</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Score&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>a move: an island&apos;s first cell is placed</comment>
        <translation>Germe</translation>
    </message>
    <message>
        <source>Density</source>
        <extracomment>Share of the open cells that Sprinkle! turns into pits</extracomment>
        <translation>Densité</translation>
    </message>
    <message>
        <source>Sprinkle!</source>
        <extracomment>Button: scatters random pits over the open cells at the density</extracomment>
        <translation>Parsemer&#xa0;!</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button: stops a build under way; the map shown before it stays</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Build cancelled: the map before it stays.</source>
        <translation>Construction annulée&#xa0;: la carte d’avant reste.</translation>
    </message>
    <message>
        <source>Build cancelled: press Start to build again.</source>
        <translation>Construction annulée&#xa0;: appuyez sur Démarrer pour reconstruire.</translation>
    </message>
    <message>
        <source>%1 answers count as right: %2</source>
        <extracomment>After a wrong answer: how many answers count as right (always 2 or more), and the first of them</extracomment>
        <translation>%1 réponses comptent comme justes : %2</translation>
    </message>
    <message>
        <source>Given more than once in the address: %1 (the first counts).</source>
        <extracomment>%1: the keys of the page&apos;s address given more than once, e.g. &quot;seed&quot;</extracomment>
        <translation>Donné plus d’une fois dans l’adresse : %1 (le premier compte).</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2.</source>
        <extracomment>Beside a refused setting: %1 and %2 are its smallest and largest value</extracomment>
        <translation>Un nombre entier de %1 à %2.</translation>
    </message>
    <message>
        <source>Map view</source>
        <extracomment>The tool bar of buttons that zoom and move the map</extracomment>
        <translation>Vue de la carte</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Whole map</source>
        <extracomment>Button: zooms out to show the whole map</extracomment>
        <translation>Carte entière</translation>
    </message>
    <message>
        <source>Pan</source>
        <extracomment>Toggle button: while on, dragging on the map moves the part shown</extracomment>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter answers.</source>
        <extracomment>How to answer a question about a cell with the keyboard</extracomment>
        <translation>Sur la carte, les flèches déplacent le curseur et Entrée répond.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <extracomment>Button: copies the page&apos;s address, which keeps the pits and settings</extracomment>
        <translation>Copier le lien</translation>
    </message>
    <message>
        <source>Link to this lesson with your pits and settings</source>
        <translation>Lien vers cette leçon avec vos fosses et vos réglages</translation>
    </message>
    <message>
        <source>The pits have changed: press Start to build with them.</source>
        <extracomment>Status: pits were painted over a finished build; they are drawn, not yet built</extracomment>
        <translation>Les fosses ont changé : appuyez sur Démarrer pour construire avec elles.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>Lien copié.</translation>
    </message>
    <message>
        <source>This browser lets no page copy: the link is selected in the box, copy it from there.</source>
        <translation>Ce navigateur ne laisse aucune page copier : le lien est sélectionné dans le champ, copiez-le depuis là.</translation>
    </message>
    <message>
        <source>Download result</source>
        <extracomment>You Are the Algorithm: the button that saves the result file (a download)</extracomment>
        <translation>Télécharger le résultat</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>You Are the Algorithm, dungeons: the button that places the chosen tile</extracomment>
        <translation>Poser</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm in the web lesson, islands: %1 the step, %2 how many</extracomment>
        <translation>Étape %1 sur %2&#xa0;: que fait l’algorithme maintenant&#xa0;? Cliquez sur la cellule qu’il ajoute (ou sur le germe qu’il place), ou choisissez une action.</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter chooses the cell.</source>
        <extracomment>You Are the Algorithm: how to choose a cell with the keyboard</extracomment>
        <translation>Sur la carte, les flèches déplacent le curseur et Entrée choisit la cellule.</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (click it)</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when a cell is to be added</extracomment>
        <translation>la cellule actuelle a encore une candidate à essayer (cliquez dessus)</translation>
    </message>
    <message>
        <source>island %1 has reached its size</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when the island is complete; %1 the island</extracomment>
        <translation>l’île %1 a atteint sa taille</translation>
    </message>
    <message>
        <source>Moves: %1 · right: %2 · wrong: %3 · hints: %4</source>
        <extracomment>You Are the Algorithm in the web lesson: the counts so far</extracomment>
        <translation>Actions&#xa0;: %1 · justes&#xa0;: %2 · fausses&#xa0;: %3 · indices&#xa0;: %4</translation>
    </message>
    <message>
        <source>Result: %1 moves, %2 right, %3 wrong, %4 hints, %5 seconds.</source>
        <extracomment>You Are the Algorithm in the web lesson: the result; %5 is seconds</extracomment>
        <translation>Résultat&#xa0;: actions&#xa0;: %1, justes&#xa0;: %2, fausses&#xa0;: %3, indices&#xa0;: %4, secondes&#xa0;: %5.</translation>
    </message>
    <message>
        <source>Shown when you have made the last step or stopped.</source>
        <extracomment>Instead of the statistics while the student makes the steps (they tell how the build ends)</extracomment>
        <translation>Affiché quand vous avez fait la dernière étape ou arrêté.</translation>
    </message>
    <message>
        <source>Why this cell?</source>
        <extracomment>Web lesson: the heading of the panel that explains the cell tapped or hovered</extracomment>
        <translation>Pourquoi cette cellule&#xa0;?</translation>
    </message>
    <message>
        <source>Tap a cell of the map, or point at it, to see why it is or is not a candidate now.</source>
        <extracomment>Web lesson: the why panel before a cell was tapped or hovered</extracomment>
        <translation>Touchez une cellule de la carte, ou pointez-la, pour voir pourquoi elle est ou n’est pas candidate maintenant.</translation>
    </message>
    <message>
        <source>No call is active.</source>
        <extracomment>Web lesson: the Call Stack panel when no call is active</extracomment>
        <translation>Aucun appel n’est en cours.</translation>
    </message>
    <message>
        <source>… and %1 more queued</source>
        <extracomment>Web lesson, Call Stack (dungeon): more queued cells than listed; %1 how many more</extracomment>
        <translation>… et %1 autres en file</translation>
    </message>
    <message>
        <source>… %1 calls below, from the seed&apos;s</source>
        <extracomment>Web lesson, Call Stack: the outer calls not listed (the deepest 50 are); %1 how many</extracomment>
        <translation>… %1 appels plus bas, depuis celui du germe</translation>
    </message>
    <message>
        <source>Joining the class…</source>
        <translation>Connexion à la classe…</translation>
    </message>
    <message>
        <source>Following the lecturer</source>
        <translation>Vous suivez l’enseignant</translation>
    </message>
    <message>
        <source>Looking around on your own</source>
        <translation>Vous explorez par vous-même</translation>
    </message>
    <message>
        <source>Follow the lecturer</source>
        <extracomment>Button: back to the lecturer&apos;s step and map</extracomment>
        <translation>Suivre l’enseignant</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code d’accès</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s.</source>
        <translation>Ce code d’accès n’est pas celui de cette classe.</translation>
    </message>
    <message>
        <source>The class is full: no more students can join.</source>
        <translation>La classe est complète&#xa0;: plus aucun étudiant ne peut la rejoindre.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>La classe est terminée.</translation>
    </message>
    <message>
        <source>Connection lost: joining again…</source>
        <translation>Connexion perdue&#xa0;: nouvelle tentative…</translation>
    </message>
    <message>
        <source>Your answer: %1. Wait for the reveal.</source>
        <translation>Votre réponse&#xa0;: %1. Attendez la révélation.</translation>
    </message>
    <message>
        <source>You have answered this question. Wait for the reveal.</source>
        <translation>Vous avez répondu à cette question. Attendez la révélation.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>Vous n’avez pas répondu.</translation>
    </message>
    <message>
        <source>%1% of the room was right.</source>
        <translation>%1&#xa0;% de la salle avait juste.</translation>
    </message>
    <message>
        <source>not started (size %1)</source>
        <translation>pas commencée (taille %1)</translation>
    </message>
    <message>
        <source>growing (size %1)</source>
        <translation>en croissance (taille %1)</translation>
    </message>
    <message>
        <source>removed: too complex (size %1)</source>
        <translation>retirée&#xa0;: trop complexe (taille %1)</translation>
    </message>
    <message>
        <source>failed: no room for a seed (size %1)</source>
        <translation>échec&#xa0;: pas de place pour un germe (taille %1)</translation>
    </message>
    <message>
        <source>failed: not enough reachable water (size %1)</source>
        <translation>échec&#xa0;: trop peu d’eau accessible (taille %1)</translation>
    </message>
    <message>
        <source>failed: dead end (size %1)</source>
        <translation>échec&#xa0;: impasse (taille %1)</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <extracomment>A question&apos;s verdict on a wrong answer; the right answer and the reason follow</extracomment>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <source>Shown once the question is answered.</source>
        <extracomment>While a question is open: the statistics would tell how the build ends</extracomment>
        <translation>Affiché une fois la question répondue.</translation>
    </message>
    <message>
        <source>Nothing is recorded: this lesson is not opened from a learning platform.</source>
        <extracomment>One line on a graded lesson opened outside a learning platform (Moodle, Canvas)</extracomment>
        <translation>Rien n’est enregistré&#xa0;: cette leçon n’est pas ouverte depuis une plateforme d’apprentissage.</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Statistics: the build&apos;s result at the step shown, before its last step</extracomment>
        <translation>en cours</translation>
    </message>
    <message>
        <source>This device is in the class %1 times already (other tabs or browsers): close one of them to join here.</source>
        <extracomment>%1: how many students one device (one network address) may be in a class</extracomment>
        <translation>Cet appareil est déjà %1 fois dans la classe (autres onglets ou navigateurs) : fermez-en un pour rejoindre ici.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from this network: joining again in %1 s.</source>
        <extracomment>%1: seconds to wait</extracomment>
        <translation>Trop de codes erronés venus de ce réseau : nouvelle tentative dans %1 s.</translation>
    </message>
    <message>
        <source>The class goes on in another tab or window of this device.</source>
        <translation>La classe continue dans un autre onglet ou une autre fenêtre de cet appareil.</translation>
    </message>
    <message>
        <source>Your answer: %1. It has been counted. Wait for the reveal.</source>
        <extracomment>The workbench has received the student&apos;s answer and counted it</extracomment>
        <translation>Votre réponse&#xa0;: %1. Elle a été comptée. Attendez la révélation.</translation>
    </message>
    <message>
        <source>The learning platform did not answer (%1): what you do may not be recorded.</source>
        <extracomment>%1: the call of the learning platform&apos;s SCORM interface that failed, e.g. LMSGetValue</extracomment>
        <translation>La plateforme d’apprentissage n’a pas répondu (%1)&#xa0;: ce que vous faites pourrait ne pas être enregistré.</translation>
    </message>
    <message>
        <source>Not restored as stored: %1 of %2 saved entries, which the rule book could not confirm.</source>
        <extracomment>On resuming a graded lesson: %1 of the %2 entries the platform stored (answers, You Are the Algorithm&apos;s counts) were not what the rule book finds</extracomment>
        <translation>Non restauré tel qu’enregistré&#xa0;: %1 sur %2 entrées sauvegardées, que le règlement n’a pas pu confirmer.</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <extracomment>The grade the learning platform gets, %1 0 to 100; %2 how it is made</extracomment>
        <translation>Note %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <extracomment>The grade when the build asks nothing to count</extracomment>
        <translation>Note %1</translation>
    </message>
    <message>
        <source>questions %1 of %2</source>
        <extracomment>A part of the grade: the questions answered right the first time, of those asked</extracomment>
        <translation>questions %1 sur %2</translation>
    </message>
    <message>
        <source>You Are the Algorithm %1 of %2 moves</source>
        <extracomment>A part of the grade: max(0, right - wrong - hints) of the build&apos;s decisions</extracomment>
        <translation>Vous êtes l’algorithme %1 sur %2 actions</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Two parts of the grade, one after the other</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Which cell is added next? Tap it on the map.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>Quelle cellule est ajoutée ensuite&#xa0;? Touchez-la sur la carte.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then tap its cell.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>Où va la prochaine tuile&#xa0;? Choisissez la tuile, puis touchez sa cellule.</translation>
    </message>
    <message>
        <source>Tap the cell on the map, or:</source>
        <extracomment>Web lesson on a touch screen: how to answer a question about a cell</extracomment>
        <translation>Touchez la cellule sur la carte, ou&#xa0;:</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Tap the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm on a touch screen, islands: %1 the step, %2 how many</extracomment>
        <translation>Étape %1 sur %2&#xa0;: que fait l’algorithme maintenant&#xa0;? Touchez la cellule qu’il ajoute (ou le germe qu’il place), ou choisissez une action.</translation>
    </message>
    <message>
        <source>Step %1 of %2: tap the cell that gets the next tile.</source>
        <extracomment>You Are the Algorithm on a touch screen, dungeons: %1 the step, %2 how many</extracomment>
        <translation>Étape %1 sur %2&#xa0;: touchez la cellule qui reçoit la prochaine tuile.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong; %1 the island</extracomment>
        <translation>l’île %1 est la suivante et a besoin d’un germe (touchez-le)</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong when a cell is to be added</extracomment>
        <translation>la cellule actuelle a encore une candidate à essayer (touchez-la)</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>Web lesson on a phone: the button that unfolds the answered question&apos;s panel</extracomment>
        <translation>Plus</translation>
    </message>
    <message>
        <source>Less</source>
        <extracomment>Web lesson on a phone: the button that folds the answered question&apos;s panel to one line</extracomment>
        <translation>Moins</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Lecture ou pause</translation>
    </message>
    <message>
        <source>Step back or on (outside the map)</source>
        <translation>Une étape en arrière ou en avant (hors de la carte)</translation>
    </message>
    <message>
        <source>On the map: move the cursor from cell to cell</source>
        <translation>Sur la carte&#xa0;: déplacer le curseur de cellule en cellule</translation>
    </message>
    <message>
        <source>On the map: answer a question with the cursor&apos;s cell, or make your move with it</source>
        <translation>Sur la carte&#xa0;: répondre à une question avec la cellule du curseur, ou jouer ton coup avec elle</translation>
    </message>
    <message>
        <source>On the map: put a pit on the cursor&apos;s cell</source>
        <translation>Sur la carte&#xa0;: mettre une fosse sur la cellule du curseur</translation>
    </message>
    <message>
        <source>On the map: take the pit away from the cursor&apos;s cell</source>
        <translation>Sur la carte&#xa0;: retirer la fosse de la cellule du curseur</translation>
    </message>
    <message>
        <source>On the map: why the cursor&apos;s cell is what it is (Why this cell?)</source>
        <translation>Sur la carte&#xa0;: pourquoi la cellule du curseur est ce qu’elle est (Pourquoi cette cellule&#xa0;?)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <extracomment>The heading of the page&apos;s list of keys</extracomment>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>%1, the tile just placed</source>
        <translation>%1, la tuile qui vient d’être posée</translation>
    </message>
    <message>
        <source>%1, its candidates being checked</source>
        <translation>%1, ses candidats en cours de vérification</translation>
    </message>
    <message>
        <source>%1, half-doors just clipped</source>
        <translation>%1, demi-portes qui viennent d’être rognées</translation>
    </message>
    <message>
        <source>%1, just queued</source>
        <translation>%1, qui vient d’entrer dans la file</translation>
    </message>
    <message>
        <source>Island patterns at every size</source>
        <translation>Motifs des îles à toutes les tailles</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mapgen Workbench: step-by-step lessons in procedural map generation. Watch islands grow by recursive backtracking and dungeons fill tile by tile, step forwards and backwards, and paint pits.</source>
        <translation>Mapgen Workbench&#xa0;: des leçons pas à pas de génération procédurale de cartes. Regardez des îles pousser par retour sur trace récursif et des donjons se remplir tuile par tuile, avancez et reculez étape par étape, et peignez des fosses.</translation>
    </message>
    <message>
        <source>A scenario file (*.mapgen.json) to open. Without one, the built-in demo opens.</source>
        <translation>Un fichier de scénario (*.mapgen.json) à ouvrir. Sans fichier, la démonstration intégrée s’ouvre.</translation>
    </message>
    <message>
        <source>Mapgen Workbench</source>
        <translation>Mapgen Workbench</translation>
    </message>
    <message>
        <source>Start the live class at once and print its address (&quot;class: URL&quot;).</source>
        <translation>Démarrer aussitôt la classe en direct et afficher son adresse (&quot;class: URL&quot;).</translation>
    </message>
    <message>
        <source>The address the class listens on (default: all).</source>
        <translation>L’adresse sur laquelle la classe écoute (par défaut&#xa0;: toutes).</translation>
    </message>
    <message>
        <source>The class&apos;s port (default: a free one).</source>
        <translation>Le port de la classe (par défaut&#xa0;: un port libre).</translation>
    </message>
    <message>
        <source>Not an IP address: %1</source>
        <translation>Pas une adresse IP&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not a port: %1</source>
        <translation>Pas un port&#xa0;: %1</translation>
    </message>
    <message>
        <source>Keep the class&apos;s answers in this file as they arrive, and make it the class results (CSV) when the class ends. Given again after a crash, the class goes on.</source>
        <translation>Conserver les réponses de la classe dans ce fichier dès leur arrivée, et en faire les résultats de la classe (CSV) à la fin de la classe. Indiqué à nouveau après un plantage, la classe continue.</translation>
    </message>
    <message>
        <source>%1: its last line was written only in part (the workbench stopped while writing it) and is left out.</source>
        <translation>%1&#xa0;: sa dernière ligne n’a été écrite qu’en partie (le programme s’est arrêté pendant son écriture) et est ignorée.</translation>
    </message>
</context>
</TS>
