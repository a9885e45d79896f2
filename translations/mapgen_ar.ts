<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>إ&amp;يقاف مؤقت</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>ت&amp;شغيل</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>إيقاف مؤقت (مفتاح المسافة)</translation>
    </message>
    <message>
        <source>Play the build (Space)</source>
        <translation>تشغيل البناء (مفتاح المسافة)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;فتح…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>فتح ملف سيناريو</translation>
    </message>
    <message>
        <source>Open &amp;Demo Scenario</source>
        <translation>فتح السيناريو الت&amp;جريبي</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>حفظ &amp;باسم…</translation>
    </message>
    <message>
        <source>Export Map as &amp;PNG…</source>
        <translation>تصدير الخريطة بصيغة &amp;PNG…</translation>
    </message>
    <message>
        <source>Export Map as S&amp;VG…</source>
        <translation>تصدير الخريطة بصيغة S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>Build the islands and play the build</extracomment>
        <translation>اب&amp;دأ</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>إعادة ال&amp;ضبط</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>مسح</translation>
    </message>
    <message>
        <source>Clear everything, pits included (C)</source>
        <translation>مسح كل شيء، بما في ذلك الحفر (C)</translation>
    </message>
    <message>
        <source>Sprin&amp;kle!</source>
        <extracomment>Scatter random pits over the open water</extracomment>
        <translation>ن&amp;ثر!</translation>
    </message>
    <message>
        <source>Scatter random pits over the open water at the chosen density</source>
        <translation>نثر حفر عشوائية فوق المياه المفتوحة بالكثافة المختارة</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>بذرة &amp;جديدة</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>خطوة لل&amp;أمام</translation>
    </message>
    <message>
        <source>Show the next step (Right)</source>
        <translation>عرض الخطوة التالية (السهم الأيمن)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>خطوة لل&amp;خلف</translation>
    </message>
    <message>
        <source>Take back the last step (Left)</source>
        <translation>عرض الخطوة السابقة (السهم الأيسر)</translation>
    </message>
    <message>
        <source>Go to S&amp;tart</source>
        <translation>إلى ال&amp;بداية</translation>
    </message>
    <message>
        <source>Show the map before the first step (Home)</source>
        <translation>عرض الخريطة قبل الخطوة الأولى (Home)</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>إلى ال&amp;نهاية</translation>
    </message>
    <message>
        <source>Show the finished map (End)</source>
        <translation>عرض الخريطة المكتملة (End)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>ت&amp;كبير</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>ت&amp;صغير</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;ملاءمة للنافذة</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>ملء ال&amp;شاشة</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind-Safe Palette</source>
        <translation>&amp;لوحة ألوان آمنة لعمى الألوان</translation>
    </message>
    <message>
        <source>&amp;About Mapgen Workbench</source>
        <translation>&amp;حول Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;Islands</source>
        <extracomment>Lesson mode: islands grown by recursive backtracking</extracomment>
        <translation>ال&amp;جزر</translation>
    </message>
    <message>
        <source>The island lesson: islands grown by recursive backtracking (Ctrl+1)</source>
        <translation>درس الجزر: جزر تنمو بالتراجع العودي (Ctrl+1)</translation>
    </message>
    <message>
        <source>&amp;Dungeon</source>
        <extracomment>Lesson mode: a dungeon of tiles with a guaranteed start-to-end path</extracomment>
        <translation>ال&amp;سرداب</translation>
    </message>
    <message>
        <source>The dungeon lesson: tiles with half-doors and a guaranteed start-to-end path (Ctrl+2)</source>
        <translation>درس السرداب: بلاطات بأنصاف أبواب ومسار مضمون من البداية إلى النهاية (Ctrl+2)</translation>
    </message>
    <message>
        <source>Re&amp;duce Motion</source>
        <translation>تقليل ال&amp;حركة</translation>
    </message>
    <message>
        <source>Cells the build changes light up without fading out</source>
        <translation>تضيء الخلايا التي يغيّرها البناء دون أن تتلاشى</translation>
    </message>
    <message>
        <source>Ne&amp;xt Panel</source>
        <translation>اللوح ال&amp;تالي</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next panel or the map (F6)</source>
        <translation>نقل تركيز لوحة المفاتيح إلى اللوح التالي أو إلى الخريطة (F6)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Panel</source>
        <translation>اللوح ال&amp;سابق</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the panel or the map before (Shift+F6)</source>
        <translation>نقل تركيز لوحة المفاتيح إلى اللوح السابق أو إلى الخريطة (Shift+F6)</translation>
    </message>
    <message>
        <source>Draw each island&apos;s pattern in its cells at every zoom, not only where its number does not fit</source>
        <translation>ارسم نمط كل جزيرة في خلاياها بكل مستويات التكبير، لا حيث لا يتسع رقمها فقط</translation>
    </message>
    <message>
        <source>Island Patterns at &amp;Every Size</source>
        <translation>أنماط الجزر &amp;بكل الأحجام</translation>
    </message>
</context>
<context>
    <name>AlgorithmCode</name>
    <message>
        <source>one island after another</source>
        <translation>جزيرة بعد أخرى</translation>
    </message>
    <message>
        <source>drawn for every island</source>
        <translation>يُسحب لكل جزيرة</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands keep a cell apart</source>
        <translation>جديد في 6b: تبقى الجزر على بعد خلية بعضها من بعض</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>صفًا بعد صف</translation>
    </message>
    <message>
        <source>no room for a seed</source>
        <translation>لا مكان لنواة</translation>
    </message>
    <message>
        <source>the seed becomes land of i</source>
        <translation>تصبح النواة أرضًا للجزيرة i</translation>
    </message>
    <message>
        <source>not enough water reachable through valid cells</source>
        <translation>لا يكفي الماء الذي يمكن بلوغه عبر خلايا صالحة</translation>
    </message>
    <message>
        <source>every path from the seed dead-ended</source>
        <translation>انتهى كل مسار من النواة إلى طريق مسدود</translation>
    </message>
    <message>
        <source>the trace reached the step limit: stop</source>
        <translation>بلغ السجل حد الخطوات: توقف</translation>
    </message>
    <message>
        <source>one call per cell on the path</source>
        <translation>استدعاء واحد لكل خلية على المسار</translation>
    </message>
    <message>
        <source>base case</source>
        <translation>الحالة الأساسية</translation>
    </message>
    <message>
        <source>the orthogonal neighbours</source>
        <translation>الجيران المتعامدون</translation>
    </message>
    <message>
        <source>Fisher-Yates with below()</source>
        <translation>فيشر-ييتس باستخدام below()</translation>
    </message>
    <message>
        <source>go one level deeper</source>
        <translation>النزول مستوى واحدًا إلى العمق</translation>
    </message>
    <message>
        <source>the path through X failed</source>
        <translation>فشل المسار عبر X</translation>
    </message>
    <message>
        <source>every candidate failed</source>
        <translation>فشلت كل المرشحات</translation>
    </message>
    <message>
        <source>a pit, or land already</source>
        <translation>حفرة، أو أرض بالفعل</translation>
    </message>
    <message>
        <source>NEW IN 6b</source>
        <translation>جديد في 6b</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands never touch</source>
        <translation>جديد في 6b: لا تتلامس الجزر أبدًا</translation>
    </message>
    <message>
        <source>open: the non-pit cells, row by row</source>
        <translation>open: الخلايا غير الحفر، صفًا بعد صف</translation>
    </message>
    <message>
        <source>the fill queue</source>
        <translation>طابور الملء</translation>
    </message>
    <message>
        <source>skip: filled already</source>
        <translation>تخطٍّ: مملوءة بالفعل</translation>
    </message>
    <message>
        <source>rule 1: keep the passage into X</source>
        <translation>القاعدة 1: حافظ على الممر إلى X</translation>
    </message>
    <message>
        <source>rule 2: never cut the last path</source>
        <translation>القاعدة 2: لا تقطع المسار الأخير أبدًا</translation>
    </message>
    <message>
        <source>the big room always passes</source>
        <translation>الغرفة الكبيرة تجتاز الفحص دائمًا</translation>
    </message>
    <message>
        <source>cells never queued stay rock</source>
        <translation>الخلايا التي لم تدخل الطابور قط تبقى صخرًا</translation>
    </message>
    <message>
        <source>facing a cell, not border or pit</source>
        <translation>مواجِه لخلية، لا للحافة أو لحفرة</translation>
    </message>
    <message>
        <source>no half-door faces a wall</source>
        <translation>لا يواجه أي نصف باب جدارًا</translation>
    </message>
    <message>
        <source>once, at the back</source>
        <translation>مرة واحدة، في آخر الطابور</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: تتعذر الكتابة: %2</translation>
    </message>
</context>
<context>
    <name>CellInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>عند الخطوة:</translation>
    </message>
    <message>
        <source>State:</source>
        <extracomment>Cell Inspector: what the cell is now</extracomment>
        <translation>الحالة:</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <extracomment>Cell Inspector: whether the growing island may expand to the cell now</extracomment>
        <translation>مرشحة:</translation>
    </message>
    <message>
        <source>As a seed:</source>
        <extracomment>Cell Inspector: whether the cell may take an island&apos;s seed</extracomment>
        <translation>كنواة:</translation>
    </message>
    <message>
        <source>Cell inspector</source>
        <extracomment>Name of the Cell Inspector for screen readers</extracomment>
        <translation>فاحص الخلايا</translation>
    </message>
    <message>
        <source>valid: open water, inside the map</source>
        <translation>صالحة: مياه مفتوحة، داخل الخريطة</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 4 neighbours</source>
        <translation>مؤهلة: مياه مفتوحة، لا أرض بين جيرانها الأربعة</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 8 neighbours</source>
        <translation>مؤهلة: مياه مفتوحة، لا أرض بين جيرانها الثمانية</translation>
    </message>
    <message>
        <source>no: out of the map</source>
        <translation>لا: خارج الخريطة</translation>
    </message>
    <message>
        <source>no: a pit</source>
        <translation>لا: حفرة</translation>
    </message>
    <message>
        <source>no: already land of island %1</source>
        <translation>لا: أرض للجزيرة %1 بالفعل</translation>
    </message>
    <message>
        <source>no (rule %1): a neighbour of island %2 at (%3, %4)</source>
        <extracomment>Cell Inspector: the seed rule refuses the cell; %1 the rule (6a or 6b), %2 island, (%3, %4) its cell</extracomment>
        <translation>لا (القاعدة %1): مجاورة للجزيرة %2 عند (%3, %4)</translation>
    </message>
    <message>
        <source>no (rule 6b): a neighbour of island %1 at (%2, %3)</source>
        <extracomment>Cell Inspector: the 6b rule refuses the cell; %1 the other island, (%2, %3) its cell</extracomment>
        <translation>لا (القاعدة 6b): مجاورة للجزيرة %1 عند (%2, %3)</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>لم تُحدَّد أي خلية</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>الصف %1، العمود %2</translation>
    </message>
    <message>
        <source>the start, before the first step</source>
        <translation>البداية، قبل الخطوة الأولى</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>water</source>
        <translation>ماء</translation>
    </message>
    <message>
        <source>a pit</source>
        <translation>حفرة</translation>
    </message>
    <message>
        <source>land of island %1</source>
        <translation>أرض للجزيرة %1</translation>
    </message>
    <message>
        <source>%1, the seed just placed</source>
        <translation>%1، النواة الموضوعة للتو</translation>
    </message>
    <message>
        <source>%1, the cell just added</source>
        <translation>%1، الخلية المضافة للتو</translation>
    </message>
    <message>
        <source>%1, the cell just backtracked</source>
        <translation>%1، الخلية التي عادت ماءً للتو (رجوع)</translation>
    </message>
    <message>
        <source>%1, a candidate of the cell just added</source>
        <translation>%1، مرشحة للخلية المضافة للتو</translation>
    </message>
    <message>
        <source>no island left to grow</source>
        <extracomment>Cell Inspector: no island is growing or left to grow</extracomment>
        <translation>لم تبقَ جزيرة لتنمو</translation>
    </message>
    <message>
        <source>for island %1, %2</source>
        <extracomment>Cell Inspector: %1 island, %2 the verdict</extracomment>
        <translation>للجزيرة %1: %2</translation>
    </message>
    <message>
        <source>no island left to seed</source>
        <extracomment>Cell Inspector, As a seed: every island has been built (or the build gave up)</extracomment>
        <translation>لم تبقَ جزيرة لتُزرع بذرتها</translation>
    </message>
    <message>
        <source>shown once the question is answered</source>
        <extracomment>Cell Inspector: instead of a verdict while a question is open</extracomment>
        <translation>يظهر بعد الإجابة عن السؤال</translation>
    </message>
    <message>
        <source>a candidate: open water beside the current cell (%1, %2), not tried yet</source>
        <extracomment>Cell Inspector: grow() may try the cell next; (%1, %2) the cell grow() is at now</extracomment>
        <translation>مرشَّحة: مياه مفتوحة بجوار الخلية الحالية (%1, %2)، لم تُجرَّب بعد</translation>
    </message>
    <message>
        <source>no: not beside the current cell (%1, %2), so not its candidate</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>لا: ليست بجوار الخلية الحالية (%1, %2)، فليست مرشَّحة لها</translation>
    </message>
    <message>
        <source>no: tried from the current cell (%1, %2) already</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>لا: جُرِّبت من الخلية الحالية (%1, %2) من قبل</translation>
    </message>
    <message>
        <source>no: it has no cell yet, its seed comes first</source>
        <extracomment>Cell Inspector: the island growing next has no cell to grow from yet</extracomment>
        <translation>لا: ليست لها خلية بعد، تأتي نواتها أولًا</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>its first line is not a class journal&apos;s header</source>
        <translation>سطره الأول ليس ترويسة سجل صف</translation>
    </message>
    <message>
        <source>it was written by a newer version of the workbench</source>
        <translation>كتبته نسخة أحدث من البرنامج</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>ترويسته تالفة</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>تعذّرت الكتابة في %1: %2</translation>
    </message>
    <message>
        <source>Nothing can be written in the folder of %1: %2</source>
        <translation>لا يمكن كتابة أي شيء في مجلد %1: %2</translation>
    </message>
    <message>
        <source>%1 is a folder. Name a file for the class results.</source>
        <translation>%1 مجلد. حدّد ملفًا لنتائج الصف.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>تعذّرت قراءة %1: %2</translation>
    </message>
    <message>
        <source>%1 holds the results of a class that has ended. Name another file for this class&apos;s results.</source>
        <translation>يحوي %1 نتائج صف انتهى. حدّد ملفًا آخر لنتائج هذا الصف.</translation>
    </message>
    <message>
        <source>%1 is neither a class journal nor class results. Name another file for the class results.</source>
        <translation>ليس %1 سجل صف ولا نتائج صف. حدّد ملفًا آخر لنتائج الصف.</translation>
    </message>
    <message>
        <source>%1 is a class journal that cannot be continued: %2. Name another file for the class results.</source>
        <translation>%1 سجل صف لا يمكن متابعته: %2. حدّد ملفًا آخر لنتائج الصف.</translation>
    </message>
    <message>
        <source>%1 is the journal of a class with another lesson (%2, %3 x %4): open that lesson to continue its class, or name another file for the class results.</source>
        <translation>%1 سجل صف لدرس آخر (%2، %3 x %4): افتح ذلك الدرس لمتابعة صفه، أو حدّد ملفًا آخر لنتائج الصف.</translation>
    </message>
    <message>
        <source>line %1 is not an event of a class</source>
        <translation>السطر %1 ليس حدثًا من أحداث صف</translation>
    </message>
    <message>
        <source>The class&apos;s journal %1 is not open.</source>
        <translation>سجل الصف %1 غير مفتوح.</translation>
    </message>
    <message>
        <source>%1 cannot be written to the disk: %2</source>
        <translation>تعذّرت كتابة %1 على القرص: %2</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>The address on each network of this computer: choose the one the students&apos; phones are on</source>
        <translation>عنوان هذا الحاسوب على كل شبكة: اختر عنوان الشبكة التي تتصل بها هواتف الطلاب</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>رمز الانضمام: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>لم ينضم أي طالب</numerusform>
            <numerusform>انضم طالب واحد</numerusform>
            <numerusform>انضم طالبان</numerusform>
            <numerusform>انضم %n طلاب</numerusform>
            <numerusform>انضم %n طالبًا</numerusform>
            <numerusform>انضم %n طالب</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;كشف</translation>
    </message>
    <message>
        <source>Show which answers are right, here and on every phone</source>
        <translation>إظهار الإجابات الصحيحة هنا وعلى كل هاتف</translation>
    </message>
    <message>
        <source>&amp;End Class</source>
        <translation>إ&amp;نهاء الصف</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>لا إجابات</numerusform>
            <numerusform>إجابة واحدة</numerusform>
            <numerusform>إجابتان</numerusform>
            <numerusform>%n إجابات</numerusform>
            <numerusform>%n إجابة</numerusform>
            <numerusform>%n إجابة</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the &amp;map</source>
        <extracomment>A check box in the Class panel: lets the lecturer&apos;s mouse paint pits during a class</extracomment>
        <translation>تحرير ال&amp;خريطة</translation>
    </message>
    <message>
        <source>Let the mouse and Space paint pits on the map. Every phone follows each edit; off, a click on the map only focuses the window.</source>
        <translation>يتيح للفأرة وللمسافة رسم الحفر على الخريطة. كل هاتف يتبع كل تعديل؛ وعند إيقافه لا تفعل النقرة على الخريطة سوى تنشيط النافذة.</translation>
    </message>
</context>
<context>
    <name>ClassServer</name>
    <message>
        <source>The class could not listen on %1.</source>
        <translation>تعذّر على الصف الاستماع على %1.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Class</source>
        <translation>الصف</translation>
    </message>
    <message>
        <source>Start &amp;Class</source>
        <translation>بدء ال&amp;صف</translation>
    </message>
    <message>
        <source>Serve this lesson to the students&apos; phones on the local network: they follow the map and answer the questions (F7 again ends the class)</source>
        <translation>تقديم هذا الدرس لهواتف الطلاب على الشبكة المحلية: يتابعون الخريطة ويجيبون عن الأسئلة (الضغط على F7 مرة أخرى يُنهي الصف)</translation>
    </message>
    <message>
        <source>Re&amp;veal Answers</source>
        <translation>&amp;كشف الإجابات</translation>
    </message>
    <message>
        <source>Mark the answers the rule book accepts, here and on every phone</source>
        <translation>تمييز الإجابات التي تقبلها القواعد، هنا وعلى كل هاتف</translation>
    </message>
    <message>
        <source>Class &amp;Results...</source>
        <translation>نتائج ال&amp;صف...</translation>
    </message>
    <message>
        <source>The class&apos;s answers as CSV: a row per question, no names</source>
        <translation>إجابات الصف بصيغة CSV: صف لكل سؤال، دون أسماء</translation>
    </message>
    <message>
        <source>Start Class</source>
        <translation>بدء الصف</translation>
    </message>
    <message>
        <source>This build of the workbench has no web lesson player (built without emscripten), so it cannot serve a class.</source>
        <translation>هذه النسخة من البرنامج لا تتضمن مشغّل دروس الويب (بُنيت دون emscripten)، لذا لا يمكنها تقديم صف.</translation>
    </message>
    <message>
        <source>End &amp;Class</source>
        <translation>إنهاء ال&amp;صف</translation>
    </message>
    <message>
        <source>Export Class Results</source>
        <translation>تصدير نتائج الصف</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>ماذا تفعل الخوارزمية بعد ذلك؟</translation>
    </message>
    <message>
        <source>Which cell is added next?</source>
        <translation>أي خلية تُضاف بعد ذلك؟</translation>
    </message>
    <message>
        <source>Where does the next tile go?</source>
        <translation>أين توضع البلاطة التالية؟</translation>
    </message>
    <message numerus="yes">
        <source>%1% of the room right (%2 of %n)</source>
        <translation>
            <numerusform>أجاب %1% من القاعة إجابة صحيحة (%2 من %n)</numerusform>
            <numerusform>أجاب %1% من القاعة إجابة صحيحة (%2 من %n)</numerusform>
            <numerusform>أجاب %1% من القاعة إجابة صحيحة (%2 من %n)</numerusform>
            <numerusform>أجاب %1% من القاعة إجابة صحيحة (%2 من %n)</numerusform>
            <numerusform>أجاب %1% من القاعة إجابة صحيحة (%2 من %n)</numerusform>
            <numerusform>أجاب %1% من القاعة إجابة صحيحة (%2 من %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers</source>
        <translation>لا إجابات</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>الإجابة: %1.</translation>
    </message>
    <message>
        <source>During the class the map paints no pits (every phone follows an edit): tick &quot;Edit the map&quot; in the Class panel to paint</source>
        <translation>أثناء الصف لا ترسم الخريطة حفرًا (كل هاتف يتبع كل تعديل): فعِّل «تحرير الخريطة» في لوح الصف للرسم</translation>
    </message>
    <message>
        <source>Class Results</source>
        <translation>نتائج الصف</translation>
    </message>
    <message>
        <source>The answers are still counted, but those not written to the file are lost if the workbench stops before the class ends.</source>
        <translation>ما زالت الإجابات تُحتسب، لكن ما لم يُكتب منها في الملف يضيع إن توقف البرنامج قبل انتهاء الصف.</translation>
    </message>
    <message>
        <source>%1 is this class&apos;s journal: it becomes the class results when the class ends.</source>
        <translation>%1 هو سجل هذا الصف: يصبح نتائج الصف عند انتهائه.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Current line %1: %2</source>
        <extracomment>Code dock, for screen readers: the line the current step executes</extracomment>
        <translation>السطر الحالي %1: %2</translation>
    </message>
</context>
<context>
    <name>CompareMode</name>
    <message>
        <source>Co&amp;mpare</source>
        <translation>م&amp;قارنة</translation>
    </message>
    <message>
        <source>Build the same world twice side by side, with another rule, randomize or seed on the right</source>
        <translation>بناء العالم نفسه مرتين جنبًا إلى جنب، مع قاعدة أو ترتيب عشوائي أو بذرة مختلفة على الجانب الأيمن</translation>
    </message>
    <message>
        <source>Right side:</source>
        <translation>الجانب الأيمن:</translation>
    </message>
    <message>
        <source>Stage 6a</source>
        <translation>المرحلة 6a</translation>
    </message>
    <message>
        <source>Stage 6b</source>
        <translation>المرحلة 6b</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>ترتيب عشوائي</translation>
    </message>
    <message>
        <source>The templates the right side&apos;s dungeon may place (the big room always)</source>
        <translation>القوالب التي يجوز لسرداب الجانب الأيمن وضعها (الغرفة الكبيرة دائمًا)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>البذرة:</translation>
    </message>
    <message>
        <source>Follow:</source>
        <translation>المتابعة:</translation>
    </message>
    <message>
        <source>Step number</source>
        <translation>رقم الخطوة</translation>
    </message>
    <message>
        <source>Island progress</source>
        <translation>تقدّم الجزيرة</translation>
    </message>
    <message>
        <source>How the right side follows the timeline: the same step number, or the same island at the same size or state where the builds&apos; lengths differ</source>
        <translation>كيف يتابع الجانب الأيمن الخط الزمني: برقم الخطوة نفسه، أو، حيث يختلف طول عمليتي البناء، بالجزيرة نفسها في الحجم نفسه أو الحالة نفسها</translation>
    </message>
    <message>
        <source>Tiles: %1 of %2</source>
        <translation>البلاطات: %1 من %2</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>إيقاف المقارنة</translation>
    </message>
    <message>
        <source>Right side&apos;s statistics</source>
        <translation>إحصاءات الجانب الأيمن</translation>
    </message>
</context>
<context>
    <name>ConstructCoach</name>
    <message>
        <source>The first wrong move was at step %1.</source>
        <translation>كانت أول حركة خاطئة في الخطوة %1.</translation>
    </message>
    <message>
        <source>took %1 min %2 s</source>
        <translation>استغرق %1 دقيقة و%2 ثانية</translation>
    </message>
    <message numerus="yes">
        <source>took %n s</source>
        <extracomment>How long You Are the Algorithm took, e.g. &quot;took 12 min 5 s&quot;</extracomment>
        <translation>
            <numerusform>استغرق %n ثانية</numerusform>
            <numerusform>استغرق %n ثانية</numerusform>
            <numerusform>استغرق %n ثانية</numerusform>
            <numerusform>استغرق %n ثانية</numerusform>
            <numerusform>استغرق %n ثانية</numerusform>
            <numerusform>استغرق %n ثانية</numerusform>
        </translation>
    </message>
    <message>
        <source>You Are the Algorithm</source>
        <translation>أنت الخوارزمية</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm</source>
        <translation>أنت الخوا&amp;رزمية</translation>
    </message>
    <message>
        <source>&amp;Make Every Step Yourself</source>
        <translation>&amp;نفّذ كل خطوة بنفسك</translation>
    </message>
    <message>
        <source>Make every step of the build yourself; the workbench checks each move</source>
        <translation>تنفيذ كل خطوة من البناء بنفسك؛ ويتحقق البرنامج من كل حركة</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>Show the right move, on the map and in words (counted)</source>
        <translation>عرض الحركة الصحيحة على الخريطة وبالكلمات (ويُحتسب التلميح)</translation>
    </message>
    <message>
        <source>&amp;Save Result…</source>
        <translation>&amp;حفظ النتيجة…</translation>
    </message>
    <message>
        <source>Save moves, right, wrong, hints and time as a small JSON file for the lecturer</source>
        <translation>حفظ الحركات، الصحيحة والخاطئة، والتلميحات والوقت في ملف JSON صغير للمحاضر</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>ترجع العودية خلية واحدة إلى الوراء</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>بلغت الجزيرة حجمها المستهدف</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>لا يمكن إنماء الجزيرة</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>بُنيت كل الجزر</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>يستسلم البناء: معقد جدًا</translation>
    </message>
    <message>
        <source>Turn the mode on with Build &gt; You Are the Algorithm (%1).</source>
        <translation>شغّل هذا الوضع من بناء &gt; أنت الخوارزمية (%1).</translation>
    </message>
    <message>
        <source>Waiting for the build&apos;s next steps…</source>
        <translation>في انتظار خطوات البناء التالية…</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move. The Call Stack shows the current cell and the island&apos;s size.</source>
        <translation>الخطوة %1 من %2: ماذا تفعل الخوارزمية الآن؟ انقر الخلية التي تضيفها (أو النواة التي تضعها)، أو اختر حركة. ويعرض لوح مكدس الاستدعاءات الخلية الحالية وحجم الجزيرة.</translation>
    </message>
    <message>
        <source>Step %1 of %2: click the cell that gets the next tile.</source>
        <translation>الخطوة %1 من %2: انقر الخلية التي تأخذ البلاطة التالية.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2? Choose it and press Place.</source>
        <translation>أي بلاطة، وبأي تدوير، توضع في الصف %1، العمود %2؟ اخترها واضغط «ضع».</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>لا حركات</numerusform>
            <numerusform>حركة واحدة</numerusform>
            <numerusform>حركتان</numerusform>
            <numerusform>%n حركات</numerusform>
            <numerusform>%n حركة</numerusform>
            <numerusform>%n حركة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>لا حركات صحيحة</numerusform>
            <numerusform>حركة صحيحة واحدة</numerusform>
            <numerusform>حركتان صحيحتان</numerusform>
            <numerusform>%n حركات صحيحة</numerusform>
            <numerusform>%n حركة صحيحة</numerusform>
            <numerusform>%n حركة صحيحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>لا حركات خاطئة</numerusform>
            <numerusform>حركة خاطئة واحدة</numerusform>
            <numerusform>حركتان خاطئتان</numerusform>
            <numerusform>%n حركات خاطئة</numerusform>
            <numerusform>%n حركة خاطئة</numerusform>
            <numerusform>%n حركة خاطئة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>لا تلميحات</numerusform>
            <numerusform>تلميح واحد</numerusform>
            <numerusform>تلميحان</numerusform>
            <numerusform>%n تلميحات</numerusform>
            <numerusform>%n تلميحًا</numerusform>
            <numerusform>%n تلميح</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Result: %n move(s)</source>
        <translation>
            <numerusform>النتيجة: لا حركات</numerusform>
            <numerusform>النتيجة: حركة واحدة</numerusform>
            <numerusform>النتيجة: حركتان</numerusform>
            <numerusform>النتيجة: %n حركات</numerusform>
            <numerusform>النتيجة: %n حركة</numerusform>
            <numerusform>النتيجة: %n حركة</numerusform>
        </translation>
    </message>
    <message>
        <source>You built the whole map.</source>
        <translation>بنيتَ الخريطة كلها.</translation>
    </message>
    <message>
        <source>Stopped before the end of the build.</source>
        <translation>توقف قبل نهاية البناء.</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be the seed as well. The seed is drawn at random; this build drew row %3, column %4, and goes on with it.</source>
        <translation>الخلية في الصف %1، العمود %2 كان يمكن أن تكون النواة أيضًا. فالنواة تُسحب عشوائيًا؛ وقد سحب هذا البناء الخلية في الصف %3، العمود %4، ويتابع بها.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate as well. Randomize shuffles the candidates; this build tries row %3, column %4 first and goes on with it.</source>
        <translation>الخلية في الصف %1، العمود %2 مرشَّحة أيضًا. فالترتيب العشوائي يخلط المرشحات؛ ويجرب هذا البناء أولًا الخلية في الصف %3، العمود %4، ويتابع بها.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the seed: %3</source>
        <translation>الصف %1، العمود %2 نواةً: %3</translation>
    </message>
    <message>
        <source>No cell is added now: %1.</source>
        <translation>لا تُضاف أي خلية الآن: %1.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not beside the current cell (%3, %4): grow() tries only the cells above, left, right and below it.</source>
        <translation>الخلية في الصف %1، العمود %2 ليست بجوار الخلية الحالية (%3, %4): لا تجرب grow() إلا الخلايا التي فوقها ويسارها ويمينها وتحتها.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the next cell: %3</source>
        <translation>الصف %1، العمود %2 خليةً تالية: %3</translation>
    </message>
    <message>
        <source>Row %1, column %2 was tried from (%3, %4) already and backtracked.</source>
        <translation>الخلية في الصف %1، العمود %2 جُرِّبت من قبل انطلاقًا من (%3, %4) ثم أُلغيت بالرجوع.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate, but another comes first: without randomize, grow() tries them up, left, right, down.</source>
        <translation>الخلية في الصف %1، العمود %2 مرشَّحة، لكن مرشَّحًا آخر يأتي قبلها: دون الترتيب العشوائي تجرب grow() المرشحات بالترتيب أعلى، يسار، يمين، أسفل.</translation>
    </message>
    <message>
        <source>Not %1 now: %2.</source>
        <translation>ليس «%1» الآن: %2.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (click it)</source>
        <translation>الجزيرة %1 هي التالية وتحتاج إلى نواة (انقرها)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try (click it)</source>
        <translation>الخلية الحالية (%1, %2) ما زال لديها مرشَّح لم يُجرَّب (انقره)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) has no candidate left to try</source>
        <translation>الخلية الحالية (%1, %2) لم يبقَ لديها مرشَّح لتجربته</translation>
    </message>
    <message numerus="yes">
        <source>island %1 has its %n cell(s)</source>
        <translation>
            <numerusform>بلغت الجزيرة %1 حجمها المستهدف: لا خلايا</numerusform>
            <numerusform>بلغت الجزيرة %1 حجمها المستهدف: خلية واحدة</numerusform>
            <numerusform>بلغت الجزيرة %1 حجمها المستهدف: خليتان</numerusform>
            <numerusform>بلغت الجزيرة %1 حجمها المستهدف: %n خلايا</numerusform>
            <numerusform>بلغت الجزيرة %1 حجمها المستهدف: %n خلية</numerusform>
            <numerusform>بلغت الجزيرة %1 حجمها المستهدف: %n خلية</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell is left where island %1 could have its seed</source>
        <translation>لم تبقَ خلية يمكن أن تكون فيها نواة الجزيرة %1</translation>
    </message>
    <message>
        <source>too little water is reachable from the seed of island %1</source>
        <translation>المياه المفتوحة التي يمكن بلوغها من نواة الجزيرة %1 قليلة جدًا</translation>
    </message>
    <message>
        <source>every path from the seed of island %1 dead-ended</source>
        <translation>انتهى كل مسار من نواة الجزيرة %1 إلى طريق مسدود</translation>
    </message>
    <message>
        <source>every island has been built</source>
        <translation>بُنيت كل الجزر</translation>
    </message>
    <message>
        <source>the build has reached its step limit</source>
        <translation>بلغ البناء حد الخطوات</translation>
    </message>
    <message>
        <source>No tile is placed any more.</source>
        <translation>لم تعد تُوضع أي بلاطة.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a pit.</source>
        <translation>الخلية في الصف %1، العمود %2 حفرة.</translation>
    </message>
    <message>
        <source>Row %1, column %2 has a tile already.</source>
        <translation>الخلية في الصف %1، العمود %2 فيها بلاطة بالفعل.</translation>
    </message>
    <message>
        <source>Row %1, column %2 waits in the fill queue; the cell at its front comes first.</source>
        <translation>الخلية في الصف %1، العمود %2 تنتظر في طابور الملء؛ والخلية التي في مقدمته تأتي أولًا.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not in the fill queue: only cells beside an open door join it.</source>
        <translation>الخلية في الصف %1، العمود %2 ليست في طابور الملء: لا تدخله إلا الخلايا المجاورة لباب مفتوح.</translation>
    </message>
    <message>
        <source>That tile does not fit on row %1, column %2: %3</source>
        <translation>هذه البلاطة لا تناسب الصف %1، العمود %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turn(s) and goes on with it.</source>
        <translation>
            <numerusform>هذه البلاطة تناسب أيضًا. يُسحب مرشح صالح واحد عشوائيًا؛ وقد سحب هذا البناء %1 دون تدوير ويتابع به.</numerusform>
            <numerusform>هذه البلاطة تناسب أيضًا. يُسحب مرشح صالح واحد عشوائيًا؛ وقد سحب هذا البناء %1 بتدوير ربع دورة واحد ويتابع به.</numerusform>
            <numerusform>هذه البلاطة تناسب أيضًا. يُسحب مرشح صالح واحد عشوائيًا؛ وقد سحب هذا البناء %1 بتدوير ربعي دورة ويتابع به.</numerusform>
            <numerusform>هذه البلاطة تناسب أيضًا. يُسحب مرشح صالح واحد عشوائيًا؛ وقد سحب هذا البناء %1 بتدوير %n أرباع دورة ويتابع به.</numerusform>
            <numerusform>هذه البلاطة تناسب أيضًا. يُسحب مرشح صالح واحد عشوائيًا؛ وقد سحب هذا البناء %1 بتدوير %n ربع دورة ويتابع به.</numerusform>
            <numerusform>هذه البلاطة تناسب أيضًا. يُسحب مرشح صالح واحد عشوائيًا؛ وقد سحب هذا البناء %1 بتدوير %n ربع دورة ويتابع به.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>الخطوة %1: %2</translation>
    </message>
    <message>
        <source>Hint: %1 on row %2, column %3</source>
        <translation>تلميح: %1 في الصف %2، العمود %3</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>تلميح: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>تلميح: %1 دون تدوير، في الصف %2، العمود %3</numerusform>
            <numerusform>تلميح: %1 بتدوير ربع دورة واحد، في الصف %2، العمود %3</numerusform>
            <numerusform>تلميح: %1 بتدوير ربعي دورة، في الصف %2، العمود %3</numerusform>
            <numerusform>تلميح: %1 بتدوير %n أرباع دورة، في الصف %2، العمود %3</numerusform>
            <numerusform>تلميح: %1 بتدوير %n ربع دورة، في الصف %2، العمود %3</numerusform>
            <numerusform>تلميح: %1 بتدوير %n ربع دورة، في الصف %2، العمود %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Result</source>
        <translation>حفظ النتيجة</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>ملفات النتائج (*.json)</translation>
    </message>
    <message>
        <source>Result saved to %1</source>
        <translation>حُفظت النتيجة في %1</translation>
    </message>
    <message>
        <source>&amp;Backtrack</source>
        <translation>&amp;رجوع</translation>
    </message>
    <message>
        <source>Island &amp;Complete</source>
        <translation>اكتملت ال&amp;جزيرة</translation>
    </message>
    <message>
        <source>Island &amp;Failed</source>
        <translation>&amp;فشلت الجزيرة</translation>
    </message>
    <message>
        <source>All &amp;Done</source>
        <translation>انتهى &amp;كل شيء</translation>
    </message>
    <message>
        <source>&amp;Too Complex</source>
        <translation>&amp;معقد جدًا</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>نواة</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>إضافة</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be drawn as well; this build drew row %3, column %4, and goes on with it.</source>
        <translation>كان من الممكن أن يُسحب الصف %1، العمود %2 أيضًا؛ سحب هذا البناء الصف %3، العمود %4، ويكمل به.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is outside the map.</source>
        <translation>الصف %1، العمود %2 خارج الخريطة.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is the start; the end goes on another open cell.</source>
        <translation>الصف %1، العمود %2 هو البداية؛ النهاية تُوضع على خلية مفتوحة أخرى.</translation>
    </message>
    <message>
        <source>The start and the end get the big room (%1).</source>
        <translation>تحصل البداية والنهاية على الغرفة الكبيرة (%1).</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed</source>
        <translation>الجزيرة %1 هي التالية وتحتاج إلى نواة</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try</source>
        <translation>الخلية الحالية (%1, %2) ما زال لديها مرشَّح لم يُجرَّب</translation>
    </message>
</context>
<context>
    <name>ConstructPanel</name>
    <message>
        <source>Place the chosen tile on row %1, column %2</source>
        <translation>وضع البلاطة المختارة في الصف %1، العمود %2</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>صحيح.</translation>
    </message>
    <message>
        <source>Not that.</source>
        <translation>ليس هذا.</translation>
    </message>
    <message>
        <source>You are the algorithm: make every step of the build yourself. Click the cell to add, or the next seed (or move the map&apos;s cursor with the arrow keys and press Enter), or choose a move below. A right move is carried out; a wrong one is explained and changes nothing.</source>
        <translation>أنت الخوارزمية: نفّذ كل خطوة من البناء بنفسك. انقر الخلية التي ستُضاف، أو النواة التالية (أو حرّك مؤشر الخريطة بمفاتيح الأسهم واضغط Enter)، أو اختر حركة من الأسفل. الحركة الصحيحة تُنفَّذ؛ والخاطئة تُشرح ولا تغيّر شيئًا.</translation>
    </message>
    <message>
        <source>You are the algorithm: click the queued cell that gets the next tile (or move the map&apos;s cursor with the arrow keys and press Enter), then choose the tile and its turn. The workbench does the steps that are not your decision: drawing start and end with their big rooms, rejecting candidates, clipping and queueing, and skipping filled cells.</source>
        <translation>أنت الخوارزمية: انقر الخلية المنتظرة في الطابور التي تأخذ البلاطة التالية (أو حرّك مؤشر الخريطة بمفاتيح الأسهم واضغط Enter)، ثم اختر البلاطة وتدويرها. ويتولى البرنامج الخطوات التي ليست من قرارك: سحب البداية والنهاية مع غرفتيهما الكبيرتين، ورفض المرشحات، وقصّ أنصاف الأبواب وإدخال الخلايا في الطابور، وتخطي الخلايا المملوءة.</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;ضع</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Islands</source>
        <translation>الجزر</translation>
    </message>
    <message>
        <source>How many islands to grow in one run (1 to 8).</source>
        <translation>عدد الجزر التي تنمو في تشغيل واحد (من 1 إلى 8).</translation>
    </message>
    <message>
        <source>Mi&amp;n island size:</source>
        <translation>الحجم الأد&amp;نى للجزيرة:</translation>
    </message>
    <message>
        <source>Ma&amp;x island size:</source>
        <translation>الحجم الأ&amp;قصى للجزيرة:</translation>
    </message>
    <message>
        <source>Each island aims for a random size between min and max cells. If min is larger than max, the two are swapped.</source>
        <translation>تسعى كل جزيرة إلى حجم عشوائي بين الحد الأدنى والحد الأقصى من الخلايا. إذا كان الأدنى أكبر من الأقصى، يُبدَّل بينهما.</translation>
    </message>
    <message>
        <source>On: candidates are shuffled, shapes look organic. Off: candidates are tried in a fixed order (up, left, right, down).</source>
        <translation>مُفعَّل: تُخلط المرشحات فتبدو الأشكال طبيعية. معطَّل: تُجرَّب المرشحات بترتيب ثابت (أعلى، يسار، يمين، أسفل).</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>القاعد&amp;ة:</translation>
    </message>
    <message>
        <source>Stage 6a: orthogonal</source>
        <extracomment>Island rule 6a: islands only keep apart orthogonally</extracomment>
        <translation>المرحلة 6a: متعامدة</translation>
    </message>
    <message>
        <source>Stage 6b: all 8 neighbours</source>
        <extracomment>Island rule 6b: no island may touch another, not even diagonally</extracomment>
        <translation>المرحلة 6b: الجيران الثمانية كلهم</translation>
    </message>
    <message>
        <source>Stage 6a only asks for open water; Stage 6b also keeps every island away from the others in all 8 directions.</source>
        <translation>لا تطلب المرحلة 6a إلا مياهًا مفتوحة؛ أما المرحلة 6b فتُبعد أيضًا كل جزيرة عن الجزر الأخرى في الاتجاهات الثمانية كلها.</translation>
    </message>
    <message>
        <source>S&amp;tep limit:</source>
        <translation>&amp;حد الخطوات:</translation>
    </message>
    <message>
        <source>A build that reaches this many steps stops with &quot;Too complex&quot;.</source>
        <translation>البناء الذي يبلغ هذا العدد من الخطوات يتوقف برسالة «معقد جدًا».</translation>
    </message>
    <message>
        <source>World</source>
        <translation>العالم</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>&amp;البذرة:</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same map.</source>
        <translation>البذرة نفسها مع الإعدادات نفسها تعطي دائمًا الخريطة نفسها.</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>Button that picks a new random seed</extracomment>
        <translation>بذرة جديدة</translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation>اختيار بذرة عشوائية جديدة</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>ال&amp;صفوف:</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>ال&amp;أعمدة:</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>الحفر</translation>
    </message>
    <message>
        <source>&amp;Allow pit placement</source>
        <translation>السماح ب&amp;وضع الحفر</translation>
    </message>
    <message>
        <source>Left-drag on the map paints pits, right-drag erases them.</source>
        <translation>السحب بالزر الأيسر على الخريطة يرسم حفرًا، والسحب بالزر الأيمن يمحوها.</translation>
    </message>
    <message>
        <source>Densit&amp;y:</source>
        <extracomment>Share of open cells that Sprinkle! turns into pits</extracomment>
        <translation>ال&amp;كثافة:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>Suffix of the pit density value, a percentage (mind the locale&apos;s spacing)</extracomment>
        <translation> %</translation>
    </message>
    <message>
        <source>Number of &amp;islands:</source>
        <translation>عدد ال&amp;جزر:</translation>
    </message>
    <message>
        <source>Rand&amp;omize</source>
        <translation>ت&amp;رتيب عشوائي</translation>
    </message>
</context>
<context>
    <name>DockNavigation</name>
    <message>
        <source>F6 moves to the next panel, Shift+F6 to the one before.</source>
        <translation>ينتقل F6 إلى اللوح التالي، وShift+F6 إلى اللوح السابق.</translation>
    </message>
    <message>
        <source>The %1 panel. %2</source>
        <extracomment>Accessible description of a panel&apos;s scrolling area or list; %1 is the panel&apos;s title</extracomment>
        <translation>لوح «%1». %2</translation>
    </message>
</context>
<context>
    <name>DocumentFiles</name>
    <message>
        <source>Cannot open scenario</source>
        <translation>تعذّر فتح السيناريو</translation>
    </message>
    <message>
        <source>Cannot open the demo scenario</source>
        <translation>تعذّر فتح السيناريو التجريبي</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>فتح سيناريو</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json *.json);;All files (*)</source>
        <translation>سيناريوهات Mapgen (*.mapgen.json *.json);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>حفظ السيناريو</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json)</source>
        <translation>سيناريوهات Mapgen (*.mapgen.json)</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>تعذّر حفظ السيناريو</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>حُفظ %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>تغييرات غير محفوظة</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes to its pits or settings. Save them first?</source>
        <translation>في السيناريو تغييرات غير محفوظة على حفره أو إعداداته. هل تريد حفظها أولًا؟</translation>
    </message>
    <message>
        <source>Export Map as SVG</source>
        <translation>تصدير الخريطة بصيغة SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>صور SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Map as PNG</source>
        <translation>تصدير الخريطة بصيغة PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>صور PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>DungeonCallStackModel</name>
    <message>
        <source>up</source>
        <translation>أعلى</translation>
    </message>
    <message>
        <source>right</source>
        <translation>يمين</translation>
    </message>
    <message>
        <source>down</source>
        <translation>أسفل</translation>
    </message>
    <message>
        <source>left</source>
        <translation>يسار</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Call Stack (dungeon): a cell with no required sides</extracomment>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>&gt; filling (%1, %2): required %3</source>
        <extracomment>Call Stack (dungeon): the queue&apos;s front cell whose candidates are checked</extracomment>
        <translation>&gt; ملء (%1, %2): المطلوب %3</translation>
    </message>
    <message>
        <source>template %1, rotation %2</source>
        <translation>القالب %1، التدوير %2</translation>
    </message>
    <message>
        <source>    %1: placed</source>
        <extracomment>Call Stack (dungeon): the candidate drawn among the valid ones</extracomment>
        <translation>    %1: وُضع</translation>
    </message>
    <message>
        <source>    %1: x rule 1, misses a required side</source>
        <translation>    %1: x القاعدة 1، ينقصه جانب مطلوب</translation>
    </message>
    <message>
        <source>    %1: x rule 2, would cut the last start-to-end path</source>
        <translation>    %1: x القاعدة 2، سيقطع آخر مسار من البداية إلى النهاية</translation>
    </message>
    <message>
        <source>%1. queued (%2, %3): required %4</source>
        <extracomment>Call Stack (dungeon): a cell waiting in the fill queue; %1 its place, from 1</extracomment>
        <translation>%1. في الطابور (%2, %3): المطلوب %4</translation>
    </message>
    <message>
        <source>The cell being filled and the fill queue are shown once the question is answered.</source>
        <extracomment>Call Stack (dungeon): instead of its lines while a question is open</extracomment>
        <translation>تظهر الخلية الجاري ملؤها وطابور الملء بعد الإجابة عن السؤال.</translation>
    </message>
</context>
<context>
    <name>DungeonEditor</name>
    <message>
        <source>Build the dungeon and play the build (F5)</source>
        <translation>بناء السرداب وتشغيل البناء (F5)</translation>
    </message>
    <message>
        <source>Clear the tiles and log, keep the pits (R)</source>
        <translation>مسح البلاطات والسجل، مع إبقاء الحفر (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the dungeon&apos;s marks</source>
        <translation>ألوان أوكابي–إيتو لعلامات السرداب</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>فاحص البلاطات</translation>
    </message>
    <message>
        <source>Tile Set</source>
        <translation>مجموعة البلاطات</translation>
    </message>
    <message>
        <source>The cell being filled with its candidates&apos; verdicts so far, then the fill queue in order with each cell&apos;s required sides.</source>
        <extracomment>Call Stack dock of the dungeon lesson: how to read it</extracomment>
        <translation>الخلية الجاري ملؤها مع الأحكام على مرشحاتها حتى الآن، ثم طابور الملء بالترتيب مع الجوانب المطلوبة لكل خلية.</translation>
    </message>
</context>
<context>
    <name>DungeonGenerator</name>
    <message numerus="yes">
        <source>A dungeon needs at least two open cells for start and end; this map has %n.</source>
        <translation>
            <numerusform>يحتاج السرداب إلى خليتين مفتوحتين على الأقل للبداية والنهاية؛ وليس في هذه الخريطة أي خلية مفتوحة.</numerusform>
            <numerusform>يحتاج السرداب إلى خليتين مفتوحتين على الأقل للبداية والنهاية؛ وفي هذه الخريطة خلية مفتوحة واحدة فقط.</numerusform>
            <numerusform>يحتاج السرداب إلى خليتين مفتوحتين على الأقل للبداية والنهاية؛ وفي هذه الخريطة خليتان مفتوحتان.</numerusform>
            <numerusform>يحتاج السرداب إلى خليتين مفتوحتين على الأقل للبداية والنهاية؛ وفي هذه الخريطة %n خلايا مفتوحة.</numerusform>
            <numerusform>يحتاج السرداب إلى خليتين مفتوحتين على الأقل للبداية والنهاية؛ وفي هذه الخريطة %n خلية مفتوحة.</numerusform>
            <numerusform>يحتاج السرداب إلى خليتين مفتوحتين على الأقل للبداية والنهاية؛ وفي هذه الخريطة %n خلية مفتوحة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start (%1, %2) and end (%3, %4) are cut apart by pits: no chain of open cells joins them.</source>
        <extracomment>%1,%2 and %3,%4 are row and column of the start and the end cell</extracomment>
        <translation>الحفر تفصل البداية (%1, %2) عن النهاية (%3, %4): لا توجد سلسلة من الخلايا المفتوحة تصل بينهما.</translation>
    </message>
    <message>
        <source>The tile set has no big room (a template with all eight half-doors, 255), so a cell could get stuck.</source>
        <translation>مجموعة البلاطات ليس فيها غرفة كبيرة (قالب بأنصاف الأبواب الثمانية كلها، 255)، لذا قد تعلق خلية دون ملء.</translation>
    </message>
</context>
<context>
    <name>DungeonLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>الذاكرة غير كافية</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon of %1 x %2 cells.</source>
        <translation>الذاكرة غير كافية لسرداب أبعاده %1 × %2 من الخلايا.</translation>
    </message>
    <message>
        <source>Cannot build the dungeon: %1</source>
        <extracomment>Status bar when a dungeon build cannot start; %1 the reason</extracomment>
        <translation>تعذّر بناء السرداب: %1</translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a dungeon build; %1 is &quot;%Ln tile(s) placed&quot; and %2 &quot;%Ln candidate(s) rejected&quot;</extracomment>
        <translation>اكتمل البناء: %1، %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tile(s) placed</source>
        <translation>
            <numerusform>لم تُوضع أي بلاطة</numerusform>
            <numerusform>وُضعت بلاطة واحدة</numerusform>
            <numerusform>وُضعت بلاطتان</numerusform>
            <numerusform>وُضعت %Ln بلاطات</numerusform>
            <numerusform>وُضعت %Ln بلاطة</numerusform>
            <numerusform>وُضعت %Ln بلاطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln candidate(s) rejected</source>
        <translation>
            <numerusform>لم يُرفض أي مرشح</numerusform>
            <numerusform>رُفض مرشح واحد</numerusform>
            <numerusform>رُفض مرشحان</numerusform>
            <numerusform>رُفضت %Ln مرشحات</numerusform>
            <numerusform>رُفض %Ln مرشحًا</numerusform>
            <numerusform>رُفض %Ln مرشح</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonModel</name>
    <message>
        <source>S</source>
        <extracomment>Map cell label of the dungeon&apos;s start</extracomment>
        <translation>ب</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map cell label of the dungeon&apos;s end</extracomment>
        <translation>ن</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Tool tip of a map cell: row and column</extracomment>
        <translation>الصف %1، العمود %2</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: حفرة</translation>
    </message>
    <message>
        <source>%1: queued, required half-doors %2</source>
        <translation>%1: في الطابور، أنصاف الأبواب المطلوبة %2</translation>
    </message>
    <message>
        <source>%1: rock</source>
        <translation>%1: صخر</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n quarter turn(s), doors %3</source>
        <translation>
            <numerusform>%1: %2، دون تدوير، الأبواب %3</numerusform>
            <numerusform>%1: %2، ربع دورة واحد، الأبواب %3</numerusform>
            <numerusform>%1: %2، ربعا دورة، الأبواب %3</numerusform>
            <numerusform>%1: %2، %n أرباع دورة، الأبواب %3</numerusform>
            <numerusform>%1: %2، %n ربع دورة، الأبواب %3</numerusform>
            <numerusform>%1: %2، %n ربع دورة، الأبواب %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (start)</source>
        <translation> (البداية)</translation>
    </message>
    <message>
        <source> (end)</source>
        <translation> (النهاية)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>القالب %1</translation>
    </message>
    <message>
        <source>Start at (%1, %2)</source>
        <extracomment>Dungeon log: the start cell was drawn; (%1, %2) row and column</extracomment>
        <translation>البداية عند (%1, %2)</translation>
    </message>
    <message>
        <source>End at (%1, %2)</source>
        <extracomment>Dungeon log: the end cell was drawn; (%1, %2) row and column</extracomment>
        <translation>النهاية عند (%1, %2)</translation>
    </message>
    <message>
        <source>+ queue (%1, %2)</source>
        <extracomment>Dungeon log: a neighbour got a half-door towards it and waits to be filled</extracomment>
        <translation>+ طابور (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1, %n quarter turn(s), at (%2, %3): doors %4</source>
        <extracomment>Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask</extracomment>
        <translation>
            <numerusform>وضع %1، دون تدوير، عند (%2, %3): الأبواب %4</numerusform>
            <numerusform>وضع %1، ربع دورة واحد، عند (%2, %3): الأبواب %4</numerusform>
            <numerusform>وضع %1، ربعا دورة، عند (%2, %3): الأبواب %4</numerusform>
            <numerusform>وضع %1، %n أرباع دورة، عند (%2, %3): الأبواب %4</numerusform>
            <numerusform>وضع %1، %n ربع دورة، عند (%2, %3): الأبواب %4</numerusform>
            <numerusform>وضع %1، %n ربع دورة، عند (%2, %3): الأبواب %4</numerusform>
        </translation>
    </message>
    <message>
        <source>x clip (%1, %2): half-doors %3 removed</source>
        <extracomment>Dungeon log: half-doors of a filled cell facing the new tile were unanswered and removed</extracomment>
        <translation>x قص (%1, %2): أُزيلت أنصاف الأبواب %3</translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): a required side is not answered</source>
        <extracomment>Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1، دون تدوير (%2): جانب مطلوب بلا جواب</numerusform>
            <numerusform>- %1، ربع دورة واحد (%2): جانب مطلوب بلا جواب</numerusform>
            <numerusform>- %1، ربعا دورة (%2): جانب مطلوب بلا جواب</numerusform>
            <numerusform>- %1، %n أرباع دورة (%2): جانب مطلوب بلا جواب</numerusform>
            <numerusform>- %1، %n ربع دورة (%2): جانب مطلوب بلا جواب</numerusform>
            <numerusform>- %1، %n ربع دورة (%2): جانب مطلوب بلا جواب</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): would cut the last start-to-end path</source>
        <extracomment>Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1، دون تدوير (%2): سيقطع آخر مسار من البداية إلى النهاية</numerusform>
            <numerusform>- %1، ربع دورة واحد (%2): سيقطع آخر مسار من البداية إلى النهاية</numerusform>
            <numerusform>- %1، ربعا دورة (%2): سيقطع آخر مسار من البداية إلى النهاية</numerusform>
            <numerusform>- %1، %n أرباع دورة (%2): سيقطع آخر مسار من البداية إلى النهاية</numerusform>
            <numerusform>- %1، %n ربع دورة (%2): سيقطع آخر مسار من البداية إلى النهاية</numerusform>
            <numerusform>- %1، %n ربع دورة (%2): سيقطع آخر مسار من البداية إلى النهاية</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (%1, %2): already filled</source>
        <extracomment>Dungeon log: the front of the fill queue was filled already (the end)</extracomment>
        <translation>تخطٍّ (%1, %2): مملوءة بالفعل</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <extracomment>Dungeon log: the fill queue ran empty</extracomment>
        <translation>-- انتهى --</translation>
    </message>
</context>
<context>
    <name>DungeonPainter</name>
    <message>
        <source>S</source>
        <extracomment>Map marker of the dungeon&apos;s start cell (one letter)</extracomment>
        <translation>ب</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map marker of the dungeon&apos;s end cell (one letter)</extracomment>
        <translation>ن</translation>
    </message>
</context>
<context>
    <name>DungeonStatistics</name>
    <message>
        <source>Steps:</source>
        <translation>الخطوات:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <extracomment>Dungeon statistics: tiles placed up to the current step, start and end included</extracomment>
        <translation>البلاطات الموضوعة:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <extracomment>Dungeon statistics: candidates found invalid up to the current step</extracomment>
        <translation>المرشحات المرفوضة:</translation>
    </message>
    <message>
        <source>Fill queue:</source>
        <extracomment>Dungeon statistics: cells waiting in the fill queue at the current step</extracomment>
        <translation>طابور الملء:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Dungeon statistics: how the build ended (or that it is still running)</extracomment>
        <translation>النتيجة:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 من %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>لم يُبنَ بعد: اضغط «ابدأ»</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>جارٍ البناء…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>انتهى</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>قيد التنفيذ</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <extracomment>Dungeon statistics: the build could not start; %1 the reason</extracomment>
        <translation>تعذّر البدء: %1</translation>
    </message>
</context>
<context>
    <name>DungeonTile</name>
    <message>
        <source>big room</source>
        <extracomment>The default dungeon tile set&apos;s templates, as shown in the log, inspector and tile set</extracomment>
        <translation>غرفة كبيرة</translation>
    </message>
    <message>
        <source>small room</source>
        <translation>غرفة صغيرة</translation>
    </message>
    <message>
        <source>hall</source>
        <translation>رواق</translation>
    </message>
</context>
<context>
    <name>DungeonView</name>
    <message>
        <source>Dungeon map</source>
        <extracomment>Name of the dungeon map for screen readers</extracomment>
        <translation>خريطة السرداب</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. On the map before a build, left-drag paints pits and right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>انقر خلية لفحصها. على الخريطة قبل البناء، السحب بالزر الأيسر يرسم حفرًا والسحب بالأيمن يمحوها. Ctrl+العجلة للتكبير. بلوحة المفاتيح: Tab إلى الخريطة، ثم Enter لتحريرها (تحرّك الأسهم مؤشر الخلية، والمسافة تضع حفرة أو تزيلها)، وEsc للإنهاء.</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>انقر خلية لفحصها. Ctrl+العجلة للتكبير. بلوحة المفاتيح: Tab إلى الخريطة، ثم Enter لتحريك مؤشر الخلية بالأسهم، وEsc للإنهاء.</translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>Backtracks</source>
        <translation>مرات الرجوع</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>الإخفاقات</translation>
    </message>
    <message>
        <source>Pit density (%)</source>
        <translation>كثافة الحفر (%)</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>الجزر</translation>
    </message>
    <message>
        <source>Minimum island size</source>
        <translation>الحجم الأدنى للجزيرة</translation>
    </message>
    <message>
        <source>Maximum island size</source>
        <translation>الحجم الأقصى للجزيرة</translation>
    </message>
    <message>
        <source>Backtracks per build: mean, 10th to 90th percentile</source>
        <translation>مرات الرجوع في كل عملية بناء: المتوسط، ومن المئين العاشر إلى المئين التسعين</translation>
    </message>
    <message>
        <source>Failed islands and too-complex builds</source>
        <translation>الجزر الفاشلة وعمليات البناء المعقدة جدًا</translation>
    </message>
    <message>
        <source>Rate (%)</source>
        <translation>النسبة (%)</translation>
    </message>
    <message>
        <source>%1, randomize on</source>
        <translation>%1، الترتيب العشوائي مفعَّل</translation>
    </message>
    <message>
        <source>%1, randomize off</source>
        <translation>%1، الترتيب العشوائي معطَّل</translation>
    </message>
    <message>
        <source>%1: 10th-90th percentile</source>
        <translation>%1: من المئين العاشر إلى التسعين</translation>
    </message>
    <message>
        <source>%1: failed islands</source>
        <translation>%1: الجزر الفاشلة</translation>
    </message>
    <message>
        <source>%1: too complex</source>
        <translation>%1: معقد جدًا</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, randomize %2&lt;/b&gt;&lt;br&gt;%3 islands of %4-%5 cells, density %6 %&lt;br&gt;backtracks: mean %7, 10th percentile %8, median %9, 90th percentile %10&lt;br&gt;failed islands: %11 of %12; too complex: %13 of %14 builds&lt;br&gt;click: open the median run (run %15)</source>
        <translation>&lt;b&gt;%1، الترتيب العشوائي %2&lt;/b&gt;&lt;br&gt;الجزر: %3، الحجم بالخلايا: %4-%5، الكثافة %6 %&lt;br&gt;مرات الرجوع: المتوسط %7، المئين العاشر %8، الوسيط %9، المئين التسعون %10&lt;br&gt;الجزر الفاشلة: %11 من %12؛ عمليات البناء المعقدة جدًا: %13 من %14&lt;br&gt;انقر لفتح التشغيل الوسيط (التشغيل %15)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>مفعَّل</translation>
    </message>
    <message>
        <source>off</source>
        <translation>معطَّل</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn as a PNG</source>
        <translation>%1: تعذّر رسم المخطط بصيغة PNG</translation>
    </message>
    <message>
        <source>Path from start to end (cells): mean, 10th to 90th percentile</source>
        <translation>المسار من البداية إلى النهاية (بالخلايا): المتوسط، ومن المئين العاشر إلى المئين التسعين</translation>
    </message>
    <message>
        <source>Rejected candidates per placed tile and cut-off runs</source>
        <translation>المرشحات المرفوضة لكل بلاطة موضوعة، والتشغيلات المنقطعة</translation>
    </message>
    <message>
        <source>Path (cells)</source>
        <translation>المسار (بالخلايا)</translation>
    </message>
    <message>
        <source>10th-90th percentile</source>
        <translation>من المئين العاشر إلى التسعين</translation>
    </message>
    <message>
        <source>Mean path</source>
        <translation>متوسط المسار</translation>
    </message>
    <message>
        <source>Rejected per placed tile</source>
        <translation>المرفوضة لكل بلاطة موضوعة</translation>
    </message>
    <message>
        <source>Cut-off runs (%)</source>
        <translation>التشغيلات المنقطعة (%)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 x %2, tiles %3, density %4 %&lt;/b&gt;&lt;br&gt;cut off: %5 of %6 runs&lt;br&gt;</source>
        <translation>&lt;b&gt;%1 × %2، البلاطات %3، الكثافة %4 %&lt;/b&gt;&lt;br&gt;التشغيلات المنقطعة: %5 من %6&lt;br&gt;</translation>
    </message>
    <message>
        <source>no run finished: nothing to open</source>
        <translation>لم يكتمل أي تشغيل: لا شيء لفتحه</translation>
    </message>
    <message>
        <source>path: mean %1, 10th percentile %2, median %3, 90th percentile %4&lt;br&gt;rejected %5 for %6 placed tiles&lt;br&gt;click: open the median run (run %7)</source>
        <translation>المسار: المتوسط %1، المئين العاشر %2، الوسيط %3، المئين التسعون %4&lt;br&gt;المرشحات المرفوضة: %5 مقابل %6 من البلاطات الموضوعة&lt;br&gt;انقر لفتح التشغيل الوسيط (التشغيل %7)</translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>الحجم (صفوف × أعمدة)</translation>
    </message>
    <message>
        <source>Tile subset (template numbers)</source>
        <translation>مجموعة بلاطات جزئية (أرقام القوالب)</translation>
    </message>
    <message>
        <source>Path</source>
        <extracomment>Tab of a dungeon sweep&apos;s chart: the path from start to end</extracomment>
        <translation>المسار</translation>
    </message>
    <message>
        <source>Rejected and cut off</source>
        <extracomment>Tab of the experiment chart: failed islands and too-complex builds as rates; for a dungeon sweep, rejected candidates and cut-off runs</extracomment>
        <translation>المرفوضة والمنقطعة</translation>
    </message>
    <message>
        <source>Charts</source>
        <extracomment>Name of the experiment&apos;s two charts (as tabs) for screen readers</extracomment>
        <translation>المخططات</translation>
    </message>
</context>
<context>
    <name>ExperimentPanel</name>
    <message>
        <source>Pit density</source>
        <translation>كثافة الحفر</translation>
    </message>
    <message>
        <source>Island count</source>
        <translation>عدد الجزر</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>الحجم الأدنى</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>الحجم الأقصى</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>المتغيِّر:</translation>
    </message>
    <message>
        <source>From, to, step:</source>
        <translation>من، إلى، الخطوة:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>القواعد:</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>الترتيب العشوائي:</translation>
    </message>
    <message>
        <source>Pit density (%):</source>
        <translation>كثافة الحفر (%):</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>الجزر:</translation>
    </message>
    <message>
        <source>Min, max size:</source>
        <translation>الحجم الأدنى، الأقصى:</translation>
    </message>
    <message>
        <source>Runs per point:</source>
        <translation>مرات التشغيل لكل نقطة:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>النقاط:</translation>
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
        <translation>مفعَّل</translation>
    </message>
    <message>
        <source>off</source>
        <translation>معطَّل</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>ت&amp;شغيل</translation>
    </message>
    <message>
        <source>Build every point of the sweep, its runs on all cores</source>
        <translation>بناء كل نقطة من سلسلة التجارب، وتشغيلاتها على كل الأنوية</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>المخطط بصيغة PNG…</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>المخطط بصيغة SVG…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>الجدول بصيغة CSV…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), </source>
        <translation>
            <numerusform>لا نقاط، </numerusform>
            <numerusform>نقطة واحدة، </numerusform>
            <numerusform>نقطتان، </numerusform>
            <numerusform>%n نقاط، </numerusform>
            <numerusform>%n نقطة، </numerusform>
            <numerusform>%n نقطة، </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s)</source>
        <translation>
            <numerusform>لا عمليات بناء</numerusform>
            <numerusform>عملية بناء واحدة</numerusform>
            <numerusform>عمليتا بناء</numerusform>
            <numerusform>%n عمليات بناء</numerusform>
            <numerusform>%n عملية بناء</numerusform>
            <numerusform>%n عملية بناء</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <source>%1 of %2 builds</source>
        <translation>عمليات البناء: %1 من %2</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>لم يبقَ وقت تقريبًا</numerusform>
            <numerusform>بقيت ثانية واحدة تقريبًا</numerusform>
            <numerusform>بقيت ثانيتان تقريبًا</numerusform>
            <numerusform>بقيت %n ثوانٍ تقريبًا</numerusform>
            <numerusform>بقيت %n ثانية تقريبًا</numerusform>
            <numerusform>بقيت %n ثانية تقريبًا</numerusform>
        </translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>الحجم (صفوف × أعمدة)</translation>
    </message>
    <message>
        <source>Tile subsets</source>
        <translation>مجموعات البلاطات الجزئية</translation>
    </message>
    <message>
        <source>Si&amp;zes:</source>
        <translation>الأ&amp;حجام:</translation>
    </message>
    <message>
        <source>Tile subsets:</source>
        <translation>مجموعات البلاطات الجزئية:</translation>
    </message>
    <message>
        <source>The setting on the chart&apos;s x axis; the others stay fixed</source>
        <translation>الإعداد على المحور الأفقي للمخطط؛ تبقى الإعدادات الأخرى ثابتة</translation>
    </message>
    <message>
        <source>for example 16x16, 32x48</source>
        <translation>مثلًا 16x16، 32x48</translation>
    </message>
    <message>
        <source>The sizes to build, rows x columns, separated by commas (as mapgen experiment --size); a size other than the scenario&apos;s starts from an empty grid</source>
        <translation>الأحجام المراد بناؤها، صفوف × أعمدة، مفصولة بفواصل (كما في mapgen experiment --size)؛ الحجم المختلف عن حجم السيناريو يبدأ بشبكة فارغة</translation>
    </message>
    <message>
        <source>One row per tile subset: tick the templates it holds (Space ticks the current cell). Each subset needs a big room, the template with all eight doors (as mapgen experiment --tiles)</source>
        <translation>صف لكل مجموعة بلاطات جزئية: أشِّر على القوالب التي تضمها (المسافة تؤشِّر على الخلية الحالية). تحتاج كل مجموعة جزئية إلى غرفة كبيرة، القالب ذي الأبواب الثمانية (كما في mapgen experiment --tiles)</translation>
    </message>
    <message>
        <source>A&amp;dd subset</source>
        <translation>إ&amp;ضافة مجموعة جزئية</translation>
    </message>
    <message>
        <source>A new subset, with every template ticked</source>
        <translation>مجموعة جزئية جديدة، وكل القوالب مؤشَّر عليها</translation>
    </message>
    <message>
        <source>Re&amp;move subset</source>
        <translation>إزالة المجموعة ال&amp;جزئية</translation>
    </message>
    <message>
        <source>Remove the subset of the current row</source>
        <translation>إزالة المجموعة الجزئية في الصف الحالي</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Column of a template in the experiment&apos;s tile subsets: its number and name</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Sizes: write each as rows x columns, from 1x1 to %1x%1, separated by commas, for example 16x16, 32x48.</source>
        <translation>الأحجام: اكتب كلًّا منها صفوفًا × أعمدة، من 1x1 إلى %1x%1، مفصولة بفواصل، مثلًا 16x16، 32x48.</translation>
    </message>
    <message>
        <source>Sizes: %1 is listed twice.</source>
        <translation>الأحجام: %1 مذكور مرتين.</translation>
    </message>
    <message>
        <source>Tile subsets: add a subset to sweep.</source>
        <translation>مجموعات البلاطات الجزئية: أضف مجموعة جزئية للتجربة.</translation>
    </message>
    <message>
        <source>Tile subset %1 has no template ticked.</source>
        <translation>المجموعة الجزئية %1 لا يؤشَّر فيها على أي قالب.</translation>
    </message>
    <message numerus="yes">
        <source>Tile subset %1 names template %2; the tile set has %n template(s).</source>
        <translation>
            <numerusform>المجموعة الجزئية %1 تذكر القالب %2؛ مجموعة البلاطات بلا قوالب.</numerusform>
            <numerusform>المجموعة الجزئية %1 تذكر القالب %2؛ في مجموعة البلاطات قالب واحد.</numerusform>
            <numerusform>المجموعة الجزئية %1 تذكر القالب %2؛ في مجموعة البلاطات قالبان.</numerusform>
            <numerusform>المجموعة الجزئية %1 تذكر القالب %2؛ في مجموعة البلاطات %n قوالب.</numerusform>
            <numerusform>المجموعة الجزئية %1 تذكر القالب %2؛ في مجموعة البلاطات %n قالبًا.</numerusform>
            <numerusform>المجموعة الجزئية %1 تذكر القالب %2؛ في مجموعة البلاطات %n قالب.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile subset %1 has no big room (a template with all eight doors): tick one.</source>
        <translation>المجموعة الجزئية %1 بلا غرفة كبيرة (قالب بأبوابه الثمانية): أشِّر على واحد.</translation>
    </message>
    <message>
        <source>Tile subsets %1 and %2 are the same.</source>
        <translation>المجموعتان الجزئيتان %1 و%2 متطابقتان.</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>The first value of an experiment&apos;s range</extracomment>
        <translation>من</translation>
    </message>
    <message>
        <source>To</source>
        <extracomment>The last value of an experiment&apos;s range</extracomment>
        <translation>إلى</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>The step between the values of an experiment&apos;s range</extracomment>
        <translation>الخطوة</translation>
    </message>
</context>
<context>
    <name>ExperimentsDock</name>
    <message>
        <source>Not enough memory for a build of %1 steps; lower the step limit.</source>
        <translation>الذاكرة غير كافية لعملية بناء عدد خطواتها %1؛ اخفض حد الخطوات.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n point(s) finished.</source>
        <translation>
            <numerusform>أُلغي: لم تكتمل أي نقطة.</numerusform>
            <numerusform>أُلغي: اكتملت نقطة واحدة.</numerusform>
            <numerusform>أُلغي: اكتملت نقطتان.</numerusform>
            <numerusform>أُلغي: اكتملت %n نقاط.</numerusform>
            <numerusform>أُلغي: اكتملت %n نقطة.</numerusform>
            <numerusform>أُلغي: اكتملت %n نقطة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s). Click a point of the chart to open its median run.</source>
        <translation>
            <numerusform>تم: لا نقاط. انقر نقطة في المخطط لفتح تشغيلها الوسيط.</numerusform>
            <numerusform>تم: نقطة واحدة. انقر نقطة في المخطط لفتح تشغيلها الوسيط.</numerusform>
            <numerusform>تم: نقطتان. انقر نقطة في المخطط لفتح تشغيلها الوسيط.</numerusform>
            <numerusform>تم: %n نقاط. انقر نقطة في المخطط لفتح تشغيلها الوسيط.</numerusform>
            <numerusform>تم: %n نقطة. انقر نقطة في المخطط لفتح تشغيلها الوسيط.</numerusform>
            <numerusform>تم: %n نقطة. انقر نقطة في المخطط لفتح تشغيلها الوسيط.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experiment: %1, randomize %2, density %3 %, run %4</source>
        <translation>تجربة: %1، الترتيب العشوائي %2، الكثافة %3 %، التشغيل %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>مفعَّل</translation>
    </message>
    <message>
        <source>off</source>
        <translation>معطَّل</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>تصدير المخطط بصيغة SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>صور SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>تصدير المخطط بصيغة PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>صور PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>تعذّر التصدير</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>تصدير الجدول بصيغة CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>التجارب</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon build of %1 x %2 cells.</source>
        <translation>الذاكرة غير كافية لبناء سرداب أبعاده %1 × %2 من الخلايا.</translation>
    </message>
    <message>
        <source>Experiment: dungeon %1 x %2, tiles %3, density %4 %, run %5</source>
        <translation>تجربة: سرداب %1 × %2، البلاطات %3، الكثافة %4 %، التشغيل %5</translation>
    </message>
    <message>
        <source>No run of this point finished (every one was cut off): there is no run to open.</source>
        <translation>لم يكتمل أي تشغيل لهذه النقطة (انقطعت كلها): لا يوجد تشغيل لفتحه.</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>E&amp;xport</source>
        <translation>&amp;تصدير</translation>
    </message>
    <message>
        <source>Animated &amp;GIF of the Build…</source>
        <translation>صورة &amp;GIF متحركة للبناء…</translation>
    </message>
    <message>
        <source>&amp;Tiled Map (TMX)…</source>
        <translation>خريطة &amp;Tiled (TMX)…</translation>
    </message>
    <message>
        <source>PDF &amp;Handout…</source>
        <translation>&amp;نشرة PDF…</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>&amp;طباعة النشرة…</translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation>تصدير خريطة Tiled</translation>
    </message>
    <message>
        <source>Export PDF Handout</source>
        <translation>تصدير نشرة PDF</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>خرائط Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>مستندات PDF (*.pdf)</translation>
    </message>
    <message>
        <source>There is no build to animate yet: press Start first.</source>
        <translation>لا يوجد بناء لتحريكه بعد: اضغط «ابدأ» أولًا.</translation>
    </message>
    <message>
        <source>Export Animated GIF</source>
        <translation>تصدير صورة GIF متحركة</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>صور GIF متحركة (*.gif)</translation>
    </message>
    <message>
        <source>Encoding %1…</source>
        <translation>جارٍ ترميز %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: تعذّر ترميز الصورة المتحركة: %2</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>طباعة النشرة</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>تعذّر التصدير</translation>
    </message>
    <message>
        <source>Export Web Lesson</source>
        <translation>تصدير درس ويب</translation>
    </message>
    <message>
        <source>Web lessons (*.html)</source>
        <translation>دروس ويب (*.html)</translation>
    </message>
    <message>
        <source>&amp;Web Lesson…</source>
        <translation>&amp;درس ويب…</translation>
    </message>
    <message>
        <source>The frames are too large: %1.</source>
        <translation>الإطارات كبيرة جدًا: %1.</translation>
    </message>
    <message>
        <source>At %1 px a cell they fit.</source>
        <translation>بحجم %1 بكسل للخلية تصبح الإطارات ضمن الحد.</translation>
    </message>
    <message>
        <source>Export at %1 px a Cell</source>
        <translation>التصدير بحجم %1 بكسل للخلية</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>جارٍ تصدير %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>تم التصدير: %1</translation>
    </message>
    <message>
        <source>Export Learning Platform Package</source>
        <translation>تصدير حزمة منصة تعليمية</translation>
    </message>
    <message>
        <source>SCORM packages (*.zip)</source>
        <translation>حزم SCORM (*.zip)</translation>
    </message>
    <message>
        <source>&amp;Learning Platform Package…</source>
        <translation>&amp;حزمة منصة تعليمية…</translation>
    </message>
</context>
<context>
    <name>GifExport</name>
    <message>
        <source>--from: expected a step from 0 to %1, got %2</source>
        <translation>--from: يُتوقع رقم خطوة من 0 إلى %1، والقيمة المعطاة %2</translation>
    </message>
    <message>
        <source>--to: expected a step from %1 to %2, got %3</source>
        <translation>--to: يُتوقع رقم خطوة من %1 إلى %2، والقيمة المعطاة %3</translation>
    </message>
    <message>
        <source>--fps: expected %1 to %2 frames a second, got %3</source>
        <translation>--fps: يُتوقع عدد إطارات في الثانية من %1 إلى %2، والقيمة المعطاة %3</translation>
    </message>
    <message>
        <source>--cell-size: expected 1 to %1 pixels, got %2</source>
        <translation>--cell-size: يُتوقع من 1 إلى %1 بكسل، والقيمة المعطاة %2</translation>
    </message>
    <message>
        <source>not every frame was encoded</source>
        <translation>لم تُرمَّز كل الإطارات</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: تعذّر ترميز الصورة المتحركة: %2</translation>
    </message>
    <message>
        <source>%1: use --cell-size %2 or less</source>
        <translation>%1: استخدم --cell-size %2 أو أقل</translation>
    </message>
</context>
<context>
    <name>GifExportDialog</name>
    <message>
        <source>Export Animated GIF</source>
        <translation>تصدير صورة GIF متحركة</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>من الخطوة:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>إلى الخطوة:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>الإطارات في الثانية:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>حجم الخلية:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> بكسل</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>حفظ…</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s once through</source>
        <extracomment>%n frames; %2 the animation&apos;s length in seconds, the last frame&apos;s 3 s included</extracomment>
        <translation>
            <numerusform>لا إطارات، %1 ث للمرور مرة واحدة</numerusform>
            <numerusform>إطار واحد، %1 ث للمرور مرة واحدة</numerusform>
            <numerusform>إطاران، %1 ث للمرور مرة واحدة</numerusform>
            <numerusform>%n إطارات، %1 ث للمرور مرة واحدة</numerusform>
            <numerusform>%n إطارًا، %1 ث للمرور مرة واحدة</numerusform>
            <numerusform>%n إطار، %1 ث للمرور مرة واحدة</numerusform>
        </translation>
    </message>
    <message>
        <source>A long build: every %1th step is shown, so that it lasts at most a minute.</source>
        <translation>بناء طويل: تُعرض خطوة واحدة من كل %1 من الخطوات، كي لا يدوم أكثر من دقيقة.</translation>
    </message>
    <message>
        <source>Estimated size: …</source>
        <translation>الحجم التقديري: …</translation>
    </message>
    <message>
        <source>Estimated size: %1</source>
        <translation>الحجم التقديري: %1</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>no frames</source>
        <translation>لا إطارات</translation>
    </message>
</context>
<context>
    <name>IslandCallStackModel</name>
    <message>
        <source>%1. grow(%2, %3): island %4, %5 of %6 cells</source>
        <extracomment>Call Stack: one active call; %1 depth (0 = the seed), (%2, %3) its cell, %4 the island, %5 the island&apos;s size along this path, %6 its target size</extracomment>
        <translation>%1. grow(%2, %3): الجزيرة %4، الحجم %5 من %6</translation>
    </message>
    <message>
        <source>base case: the island is complete</source>
        <extracomment>Call Stack: the call found its island at the target size</extracomment>
        <translation>الحالة الأساسية: اكتملت الجزيرة</translation>
    </message>
    <message>
        <source>no candidates: a dead end</source>
        <extracomment>Call Stack: a call whose cell has no valid expansion</extracomment>
        <translation>لا مرشحات: طريق مسدود</translation>
    </message>
    <message>
        <source>x (%1, %2) failed</source>
        <extracomment>Call Stack: a candidate whose path dead-ended (the mark x is not colour alone)</extracomment>
        <translation>x (%1, %2) فشلت</translation>
    </message>
    <message>
        <source>&gt; (%1, %2) trying</source>
        <extracomment>Call Stack: the candidate this call is trying now</extracomment>
        <translation>&gt; (%1, %2) قيد التجربة</translation>
    </message>
    <message>
        <source>(%1, %2) to try</source>
        <extracomment>Call Stack: a candidate not tried yet</extracomment>
        <translation>(%1, %2) للتجربة</translation>
    </message>
    <message>
        <source>candidates: %1</source>
        <extracomment>Call Stack: the list of candidates of one call, in the order tried</extracomment>
        <translation>المرشحات: %1</translation>
    </message>
    <message>
        <source>candidates: shown once the question is answered</source>
        <extracomment>Call Stack: instead of a call&apos;s candidates while a question is open (they would answer it)</extracomment>
        <translation>المرشحات: تظهر بعد الإجابة عن السؤال</translation>
    </message>
</context>
<context>
    <name>IslandEditor</name>
    <message>
        <source>Code</source>
        <translation>الشيفرة</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>مكدس الاستدعاءات</translation>
    </message>
    <message>
        <source>Cell Inspector</source>
        <translation>فاحص الخلايا</translation>
    </message>
    <message>
        <source>The active grow() calls, from the seed down to the current cell. x failed, &gt; being tried. Select a call to outline its cell and candidates on the map.</source>
        <extracomment>Call Stack dock of the island lesson: how to read it</extracomment>
        <translation>استدعاءات grow() النشطة، من النواة نزولًا إلى الخلية الحالية. x فشلت، &gt; قيد التجربة. حدِّد استدعاءً لتحديد خليته ومرشحاته بإطار على الخريطة.</translation>
    </message>
    <message>
        <source>Build the islands and play the build (F5)</source>
        <translation>بناء الجزر وتشغيل البناء (F5)</translation>
    </message>
    <message>
        <source>Clear islands and log, keep the pits (R)</source>
        <translation>مسح الجزر والسجل، مع إبقاء الحفر (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the islands</source>
        <translation>ألوان أوكابي–إيتو للجزر</translation>
    </message>
</context>
<context>
    <name>IslandLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>الذاكرة غير كافية</translation>
    </message>
    <message numerus="yes">
        <source>Not enough memory for a build of %Ln step(s). Lower the step limit.</source>
        <translation>
            <numerusform>الذاكرة غير كافية لبناء بلا خطوات. اخفض حد الخطوات.</numerusform>
            <numerusform>الذاكرة غير كافية لبناء من خطوة واحدة. اخفض حد الخطوات.</numerusform>
            <numerusform>الذاكرة غير كافية لبناء من خطوتين. اخفض حد الخطوات.</numerusform>
            <numerusform>الذاكرة غير كافية لبناء من %Ln خطوات. اخفض حد الخطوات.</numerusform>
            <numerusform>الذاكرة غير كافية لبناء من %Ln خطوة. اخفض حد الخطوات.</numerusform>
            <numerusform>الذاكرة غير كافية لبناء من %Ln خطوة. اخفض حد الخطوات.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too complex: the build stopped at the step limit (%Ln step(s))</source>
        <translation>
            <numerusform>معقد جدًا: توقف البناء عند حد الخطوات (لا خطوات)</numerusform>
            <numerusform>معقد جدًا: توقف البناء عند حد الخطوات (خطوة واحدة)</numerusform>
            <numerusform>معقد جدًا: توقف البناء عند حد الخطوات (خطوتان)</numerusform>
            <numerusform>معقد جدًا: توقف البناء عند حد الخطوات (%Ln خطوات)</numerusform>
            <numerusform>معقد جدًا: توقف البناء عند حد الخطوات (%Ln خطوة)</numerusform>
            <numerusform>معقد جدًا: توقف البناء عند حد الخطوات (%Ln خطوة)</numerusform>
        </translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a build; %1 is &quot;%Ln step(s)&quot; and %2 &quot;%Ln backtrack(s)&quot;</extracomment>
        <translation>اكتمل البناء: %1، %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>لا خطوات</numerusform>
            <numerusform>خطوة واحدة</numerusform>
            <numerusform>خطوتان</numerusform>
            <numerusform>%Ln خطوات</numerusform>
            <numerusform>%Ln خطوة</numerusform>
            <numerusform>%Ln خطوة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln backtrack(s)</source>
        <translation>
            <numerusform>لا رجوع</numerusform>
            <numerusform>مرة رجوع واحدة</numerusform>
            <numerusform>مرتا رجوع</numerusform>
            <numerusform>%Ln مرات رجوع</numerusform>
            <numerusform>%Ln مرة رجوع</numerusform>
            <numerusform>%Ln مرة رجوع</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IslandModel</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>الصف %1، العمود %2</translation>
    </message>
    <message>
        <source>%1: water</source>
        <translation>%1: ماء</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: حفرة</translation>
    </message>
    <message>
        <source>%1: island %2</source>
        <translation>%1: الجزيرة %2</translation>
    </message>
    <message>
        <source>&gt;&gt; Island %1 seed at (%2,%3)</source>
        <extracomment>Recursion log: an island&apos;s seed was placed; %1 island, (%2,%3) row and column</extracomment>
        <translation>&gt;&gt; الجزيرة %1: نواة عند (%2,%3)</translation>
    </message>
    <message>
        <source>&gt; ADD (%1, %2)</source>
        <extracomment>Recursion log: a cell was added to the island and the search went one level deeper</extracomment>
        <translation>&gt; إضافة (%1, %2)</translation>
    </message>
    <message>
        <source>X BACKTRACK (%1, %2)</source>
        <extracomment>Recursion log: the path through this cell failed; the cell became water again</extracomment>
        <translation>X رجوع (%1, %2)</translation>
    </message>
    <message>
        <source>+ Island %1 complete!</source>
        <translation>+ اكتملت الجزيرة %1!</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (no room for a seed)</source>
        <translation>! الجزيرة %1 فشلت (لا مكان لنواة)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (not enough reachable water)</source>
        <translation>! الجزيرة %1 فشلت (لا يكفي الماء الذي يمكن بلوغه)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (every path dead-ended)</source>
        <translation>! الجزيرة %1 فشلت (انتهى كل مسار إلى طريق مسدود)</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <translation>-- انتهى --</translation>
    </message>
    <message>
        <source>! TOO COMPLEX</source>
        <translation>! معقد جدًا</translation>
    </message>
    <message>
        <source>%1, being tried</source>
        <extracomment>A map cell&apos;s description: the cell the step just added</extracomment>
        <translation>%1، قيد التجربة</translation>
    </message>
    <message>
        <source>%1, candidate</source>
        <extracomment>A map cell&apos;s description: a cell the island may grow into next</extracomment>
        <translation>%1، مرشّحة</translation>
    </message>
    <message>
        <source>%1, backtracked</source>
        <extracomment>A map cell&apos;s description: the cell the step just took back</extracomment>
        <translation>%1، تم التراجع عنها</translation>
    </message>
</context>
<context>
    <name>IslandOutcomeWords</name>
    <message>
        <source>not started</source>
        <translation>لم تبدأ</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>تنمو</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>مكتملة</translation>
    </message>
    <message>
        <source>removed: too complex</source>
        <translation>أُزيلت: معقد جدًا</translation>
    </message>
    <message>
        <source>failed: no room for a seed</source>
        <translation>فشلت: لا مكان لنواة</translation>
    </message>
    <message>
        <source>failed: not enough reachable water</source>
        <translation>فشلت: لا يكفي الماء الذي يمكن بلوغه</translation>
    </message>
    <message>
        <source>failed: dead end</source>
        <translation>فشلت: طريق مسدود</translation>
    </message>
</context>
<context>
    <name>IslandView</name>
    <message>
        <source>Too complex: stopped after %L1 steps</source>
        <extracomment>Banner over the map when a build hit its step limit; %L1 is the limit</extracomment>
        <translation>معقد جدًا: توقف البناء عند حد الخطوات (%L1)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>English</source>
        <extracomment>The name of the language of this translation, written in that language (&quot;Deutsch&quot;, &quot;Español&quot;): the Language menu lists every language under its own name.</extracomment>
        <translation>العربية</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title: the interface language</extracomment>
        <translation>ال&amp;لغة</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <extracomment>Language menu: follow the language of the operating system</extracomment>
        <translation>&amp;حسب النظام</translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <source>Code</source>
        <translation>الشيفرة</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>مكدس الاستدعاءات</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson</source>
        <extracomment>Name of the lesson text for screen readers</extracomment>
        <translation>الدرس</translation>
    </message>
    <message>
        <source>Notes for this scenario</source>
        <translation>ملاحظات حول هذا السيناريو</translation>
    </message>
</context>
<context>
    <name>LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>خصائص الدرس</translation>
    </message>
    <message>
        <source>What a learning platform package of this lesson grades (File ▸ Export ▸ Learning Platform Package): the score is the mean of the parts ticked.</source>
        <translation>ما تقيّمه حزمة المنصة التعليمية لهذا الدرس (ملف ▸ تصدير ▸ حزمة منصة تعليمية): الدرجة هي متوسط الأجزاء المحددة.</translation>
    </message>
    <message>
        <source>The lesson&apos;s &amp;questions (first answers right)</source>
        <translation>&amp;أسئلة الدرس (الإجابات الأولى الصحيحة)</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm over the whole build</source>
        <translation>أنت ال&amp;خوارزمية طوال البناء</translation>
    </message>
    <message>
        <source>&amp;Pass mark:</source>
        <translation>&amp;درجة النجاح:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the pass mark&apos;s number: a percentage</extracomment>
        <translation> %</translation>
    </message>
    <message>
        <source>Tick at least one part to grade.</source>
        <translation>حدِّد جزءًا واحدًا على الأقل للتقييم.</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Building…</source>
        <translation>جارٍ البناء…</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>Stage 3: one island by recursive backtracking</source>
        <extracomment>Lesson heading, Stage 3</extracomment>
        <translation>المرحلة 3: جزيرة واحدة بالتراجع العودي</translation>
    </message>
    <message>
        <source>One island grows from a seed. First the island draws its target size, a random number between the minimum and the maximum island size. Then the seed is placed on a random cell of open water.</source>
        <extracomment>Lesson, Stage 3: the start of a build</extracomment>
        <translation>تنمو الجزيرة الواحدة من نواة. أولًا تسحب الجزيرة حجمها المستهدف، وهو عدد عشوائي بين الحجم الأدنى والحجم الأقصى للجزيرة. ثم توضع النواة على خلية عشوائية من المياه المفتوحة.</translation>
    </message>
    <message>
        <source>The search always continues from the cell added last. If the island has reached its target size, it is finished. If not, the candidates are the neighbours of that cell above, to the left, to the right and below that are open water. With Randomize on they are shuffled; with Randomize off they are tried in exactly that order.</source>
        <extracomment>Lesson, Stage 3: one level of the recursion</extracomment>
        <translation>يستمر البحث دائمًا من آخر خلية أُضيفت. فإذا بلغت الجزيرة حجمها المستهدف، اكتملت. وإلا فالمرشحات هي جيران تلك الخلية من أعلى ومن اليسار ومن اليمين ومن أسفل، مما هو مياه مفتوحة. حين يكون الترتيب العشوائي مفعَّلًا تُخلط هذه المرشحات؛ وحين يكون معطَّلًا تُجرَّب بهذا الترتيب بالضبط.</translation>
    </message>
    <message>
        <source>Each candidate in turn becomes land (ADD) and the search goes one level deeper from it. If no way onwards from there reaches the target size, the cell becomes water again (BACKTRACK) and the next candidate is tried. When every candidate has failed, this level gives up too and hands the failure back to the level above: that is backtracking.</source>
        <extracomment>Lesson, Stage 3: what backtracking means</extracomment>
        <translation>يصبح كل مرشح بدوره أرضًا (إضافة)، وينزل البحث منه مستوى واحدًا إلى العمق. فإذا لم يصل أي طريق من هناك إلى الحجم المستهدف، عادت الخلية ماءً (رجوع) وجُرِّب المرشح التالي. وحين تفشل المرشحات كلها، يستسلم هذا المستوى أيضًا ويعيد الفشل إلى المستوى الذي فوقه: وهذا هو معنى «التراجع» في اسم التراجع العودي.</translation>
    </message>
    <message>
        <source>So every new cell touches the cell added just before it: the island is a chain of cells that winds and turns, which is how L- and U-shapes appear.</source>
        <extracomment>Lesson, Stage 3: the shape that results</extracomment>
        <translation>وهكذا تلامس كل خلية جديدة الخلية التي أُضيفت قبلها مباشرة: فالجزيرة سلسلة من الخلايا تتلوى وتنعطف، وبهذا تظهر الأشكال على هيئة حرفي L وU.</translation>
    </message>
    <message>
        <source>Stage 6a: many islands, orthogonal rule</source>
        <extracomment>Lesson heading, Stage 6a</extracomment>
        <translation>المرحلة 6a: جزر كثيرة، القاعدة المتعامدة</translation>
    </message>
    <message>
        <source>Up to eight islands grow one after another, each by the same recursive backtracking as in Stage 3. Every island draws its own target size between the minimum and the maximum island size.</source>
        <extracomment>Lesson, Stage 6a: several islands, one after another</extracomment>
        <translation>تنمو حتى ثماني جزر الواحدة تلو الأخرى، كل منها بالتراجع العودي نفسه كما في المرحلة 3. وتسحب كل جزيرة حجمها المستهدف الخاص بين الحجم الأدنى والحجم الأقصى للجزيرة.</translation>
    </message>
    <message>
        <source>Each seed is placed automatically, on a random cell of open water with no land directly above, below, to the left or to the right of it. If there is no such cell left, the island fails at once.</source>
        <extracomment>Lesson, Stage 6a: where seeds may go</extracomment>
        <translation>توضع كل نواة تلقائيًا على خلية عشوائية من المياه المفتوحة، ليس فوقها مباشرة ولا تحتها ولا عن يسارها ولا عن يمينها أي أرض. فإن لم تبقَ خلية كهذه، فشلت الجزيرة فورًا.</translation>
    </message>
    <message>
        <source>The orthogonal rule: a cell may join an island whenever it is open water; nothing else is checked. So a growing island can reach another island and touch it at a corner, or even along a whole side. Stage 6b fixes this.</source>
        <extracomment>Lesson, Stage 6a: the orthogonal rule and its weakness</extracomment>
        <translation>القاعدة المتعامدة: يجوز أن تنضم خلية إلى جزيرة متى كانت مياهًا مفتوحة؛ ولا يُفحص شيء آخر. لذا قد تصل جزيرة نامية إلى جزيرة أخرى فتلامسها عند زاوية، بل على امتداد ضلع كامل. والمرحلة 6b تصلح هذا.</translation>
    </message>
    <message>
        <source>Stage 6b: the 8-neighbour rule</source>
        <extracomment>Lesson heading, Stage 6b</extracomment>
        <translation>المرحلة 6b: قاعدة الجيران الثمانية</translation>
    </message>
    <message>
        <source>Stage 6b is Stage 6a with one fix: a cell may only join an island when none of its 8 neighbours, the four sides and the four diagonals, is land of another island. Land of the island itself is fine; that is how it bends into L- and U-shapes.</source>
        <extracomment>Lesson, Stage 6b: the new rule</extracomment>
        <translation>المرحلة 6b هي المرحلة 6a مع إصلاح واحد: لا يجوز أن تنضم خلية إلى جزيرة إلا إذا لم يكن أي من جيرانها الثمانية، أي الجوانب الأربعة والأقطار الأربعة، أرضًا لجزيرة أخرى. أما أرض الجزيرة نفسها فلا بأس بها؛ وبهذا تنثني الجزيرة على هيئة حرفي L وU.</translation>
    </message>
    <message>
        <source>Seeds follow the same idea: a seed needs open water with no land at all among its 8 neighbours. In the end every island is surrounded by open water on all sides.</source>
        <extracomment>Lesson, Stage 6b: where seeds may go</extracomment>
        <translation>وتتبع النوى الفكرة نفسها: تحتاج النواة إلى مياه مفتوحة لا أرض على الإطلاق بين جيرانها الثمانية. وفي النهاية تحيط المياه المفتوحة بكل جزيرة من جميع الجهات.</translation>
    </message>
    <message>
        <source>Why does Stage 6b backtrack more? The stricter rule turns away more candidates, especially near other islands. More paths run into a dead end, and the search has to take back more cells before it finds a way to the target size.</source>
        <extracomment>Lesson, Stage 6b: why the stricter rule costs more backtracking</extracomment>
        <translation>لماذا يكثر الرجوع في المرحلة 6b؟ القاعدة الأشد ترفض مرشحات أكثر، ولا سيما قرب الجزر الأخرى. فتنتهي مسارات أكثر إلى طريق مسدود، ويضطر البحث إلى إعادة خلايا أكثر إلى الماء قبل أن يجد طريقًا إلى الحجم المستهدف.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare it yourself:&lt;/b&gt; keep the seed and all other settings, build with the rule Stage 6a and note the backtracks in the Statistics panel. Then switch the rule to Stage 6b and press Start again. In 6a you will often see islands touching at their corners, in 6b never, and the backtrack count is usually higher.</source>
        <extracomment>Lesson, Stage 6b: the invitation to compare both rules</extracomment>
        <translation>&lt;b&gt;قارن بنفسك:&lt;/b&gt; أبقِ البذرة وسائر الإعدادات كما هي، وابنِ بالقاعدة المرحلة 6a ودوِّن عدد مرات الرجوع في لوح الإحصاءات. ثم بدّل القاعدة إلى المرحلة 6b واضغط «ابدأ» مرة أخرى. كثيرًا ما سترى في 6a جزرًا تتلامس عند زواياها، ولن ترى ذلك في 6b أبدًا، ويكون عدد مرات الرجوع في العادة أعلى.</translation>
    </message>
    <message>
        <source>What the colours tell you</source>
        <extracomment>Lesson heading: the map&apos;s colours</extracomment>
        <translation>ماذا تخبرك الألوان</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light blue:&lt;/b&gt; open ocean.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;الأزرق الفاتح:&lt;/b&gt; المحيط المفتوح.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dark frame:&lt;/b&gt; the cell just added (ADD), or the new seed.</source>
        <extracomment>Lesson, island colours: the highlight of the step just taken</extracomment>
        <translation>&lt;b&gt;الأخضر المصفرّ بإطار داكن:&lt;/b&gt; الخلية المضافة للتو (إضافة)، أو النواة الجديدة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light green with a dotted green frame:&lt;/b&gt; the valid candidates around that cell at this moment.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;الأخضر الفاتح بإطار أخضر منقّط:&lt;/b&gt; المرشحات الصالحة حول تلك الخلية في هذه اللحظة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red with a white cross:&lt;/b&gt; the cell just backtracked. While the build plays forwards, backtracked cells flash red and fade out.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;الأحمر بعلامة × بيضاء:&lt;/b&gt; الخلية التي عادت ماءً للتو (رجوع). وفي أثناء تشغيل البناء إلى الأمام، تومض الخلايا التي تعود ماءً بالأحمر ثم تتلاشى.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark navy:&lt;/b&gt; a pit, blocked for ever. Only you add or remove pits.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;الكحلي الداكن:&lt;/b&gt; حفرة، مسدودة إلى الأبد. وأنت وحدك من يضيف الحفر أو يزيلها.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <translation>&lt;b&gt;عرض ▸ لوحة ألوان آمنة لعمى الألوان&lt;/b&gt; تمنح الجزر ألوان أوكابي–إيتو (الأصفر للخلية المضافة للتو، والبرتقالي للرجوع). وتبقى الأطر وعلامات ×، فلا يُعبَّر عن شيء باللون وحده.</translation>
    </message>
    <message>
        <source>Controls</source>
        <extracomment>Lesson heading: what each control does</extracomment>
        <translation>عناصر التحكم</translation>
    </message>
    <message>
        <source>&lt;b&gt;Number of islands:&lt;/b&gt; 1 to 8 islands in one run. With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;عدد الجزر:&lt;/b&gt; من 1 إلى 8 جزر في التشغيل الواحد. ومع جزيرة واحدة فقط يكون الدرس هو المرحلة 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Min and max island size:&lt;/b&gt; each island aims for a random size in this range. If the minimum is larger than the maximum, the two are swapped.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;الحجم الأدنى والأقصى للجزيرة:&lt;/b&gt; تسعى كل جزيرة إلى حجم عشوائي في هذا المدى. وإذا كان الأدنى أكبر من الأقصى، يُبدَّل بينهما.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomize:&lt;/b&gt; on, the candidates are shuffled and the shapes look natural; off, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;الترتيب العشوائي:&lt;/b&gt; حين يكون مفعَّلًا تُخلط المرشحات وتبدو الأشكال طبيعية؛ وحين يكون معطَّلًا تُجرَّب بالترتيب الثابت أعلى، يسار، يمين، أسفل، فتنتج أشكالًا منتظمة، ومع كثرة الحفر رجوعًا أكثر بكثير.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule:&lt;/b&gt; Stage 6a (orthogonal) or Stage 6b (all 8 neighbours).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;القاعدة:&lt;/b&gt; المرحلة 6a (متعامدة) أو المرحلة 6b (الجيران الثمانية كلهم).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; after this many steps a build stops as too complex.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;حد الخطوات:&lt;/b&gt; بعد هذا العدد من الخطوات يتوقف البناء لأنه معقد جدًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed with the same settings always gives the same map, so a whole class can follow one example. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;البذرة:&lt;/b&gt; البذرة نفسها مع الإعدادات نفسها تعطي دائمًا الخريطة نفسها، فيستطيع الصف كله متابعة مثال واحد. و&lt;b&gt;بذرة جديدة&lt;/b&gt; تختار بذرة أخرى.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows and columns:&lt;/b&gt; the size of the grid.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;الصفوف والأعمدة:&lt;/b&gt; حجم الشبكة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Allow pit placement:&lt;/b&gt; drag with the left mouse button to paint pits and with the right button to erase them; Space sets or removes the pit under the cell cursor. &lt;b&gt;Sprinkle!&lt;/b&gt; scatters random pits at the chosen density.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;السماح بوضع الحفر:&lt;/b&gt; اسحب بزر الفأرة الأيسر لرسم الحفر، وبالزر الأيمن لمحوها؛ ويضع مفتاح المسافة حفرة تحت مؤشر الخلايا أو يزيلها. و&lt;b&gt;نثر!&lt;/b&gt; ينثر حفرًا عشوائية بالكثافة المختارة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; (F5) builds the map and plays the build. &lt;b&gt;Reset&lt;/b&gt; (R) clears islands and log but keeps the pits. &lt;b&gt;Clear&lt;/b&gt; (C) removes the pits too.</source>
        <extracomment>Lesson, island controls; F5, R and C are keys</extracomment>
        <translation>&lt;b&gt;ابدأ&lt;/b&gt; (F5) يبني الخريطة ويشغّل البناء. &lt;b&gt;إعادة الضبط&lt;/b&gt; (R) تمسح الجزر والسجل لكنها تُبقي الحفر. &lt;b&gt;مسح&lt;/b&gt; (C) يزيل الحفر أيضًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause (Space), one step back or forwards (Left, Right), back to the start or on to the end (Home, End), and the timeline to jump to any step. Speed 1 shows about two steps a second, speed 10 as many as the screen allows.</source>
        <extracomment>Lesson, island controls: the playback bar; Space, Left, Right, Home, End are keys</extracomment>
        <translation>&lt;b&gt;تحت الخريطة:&lt;/b&gt; التشغيل والإيقاف المؤقت (مفتاح المسافة)، وخطوة واحدة إلى الخلف أو إلى الأمام (السهم الأيسر، السهم الأيمن)، والعودة إلى البداية أو المضي إلى النهاية (Home، End)، والخط الزمني للقفز إلى أي خطوة. السرعة 1 تعرض نحو خطوتين في الثانية، والسرعة 10 بقدر ما تسمح به الشاشة.</translation>
    </message>
    <message>
        <source>Every change to pits and settings can be undone (Edit ▸ Undo).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>يمكن التراجع عن كل تغيير في الحفر والإعدادات (تحرير ▸ تراجع).</translation>
    </message>
    <message>
        <source>Reading the recursion log</source>
        <extracomment>Lesson heading: how to read the recursion log</extracomment>
        <translation>قراءة سجل العودية</translation>
    </message>
    <message>
        <source>The log has one line per step. Each line is indented by the depth of the recursion, so you can watch the search go deeper and come back.</source>
        <extracomment>Lesson, recursion log: the layout of the log</extracomment>
        <translation>في السجل سطر واحد لكل خطوة. وكل سطر مُزاح بحسب عمق العودية، فترى البحث ينزل إلى العمق ثم يعود.</translation>
    </message>
    <message>
        <source>%1: the seed of island 1 is placed in row 3, column 14; growth starts.</source>
        <extracomment>Lesson, recursion log; %1 is a seed line of the log, as the log shows it</extracomment>
        <translation>%1: توضع نواة الجزيرة 1 في الصف 3، العمود 14؛ ويبدأ النمو.</translation>
    </message>
    <message>
        <source>%1: the cell was added and the search goes one level deeper.</source>
        <extracomment>Lesson, recursion log; %1 is an ADD line of the log</extracomment>
        <translation>%1: أُضيفت الخلية وينزل البحث مستوى واحدًا إلى العمق.</translation>
    </message>
    <message>
        <source>%1: every path through this cell failed; it is water again and the next candidate is tried.</source>
        <extracomment>Lesson, recursion log; %1 is a BACKTRACK line of the log</extracomment>
        <translation>%1: فشل كل مسار عبر هذه الخلية؛ فعادت ماءً ويُجرَّب المرشح التالي.</translation>
    </message>
    <message>
        <source>%1: the island reached its target size.</source>
        <extracomment>Lesson, recursion log; %1 is the line of a completed island</extracomment>
        <translation>%1: بلغت الجزيرة حجمها المستهدف.</translation>
    </message>
    <message>
        <source>%1, %2 or %3: the island could not be grown. Its seed becomes water again and the next island starts.</source>
        <extracomment>Lesson, recursion log; %1, %2, %3 are the three lines of a failed island</extracomment>
        <translation>%1 أو %2 أو %3: تعذّر إنماء الجزيرة. فتعود نواتها ماءً وتبدأ الجزيرة التالية.</translation>
    </message>
    <message>
        <source>%1: every island has been tried.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a finished build</extracomment>
        <translation>%1: جُرِّبت كل الجزر.</translation>
    </message>
    <message>
        <source>%1: the step limit was reached and the build stopped.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a build that hit the step limit</extracomment>
        <translation>%1: بُلغ حد الخطوات فتوقف البناء.</translation>
    </message>
    <message>
        <source>Click a line, or select it and press Enter, to show the map exactly as it was after that step. The line of the step shown is highlighted, and its tooltip gives the step number and the depth.</source>
        <extracomment>Lesson, recursion log: clicking a line</extracomment>
        <translation>انقر سطرًا، أو حدّده واضغط Enter، لعرض الخريطة كما كانت تمامًا بعد تلك الخطوة. ويُبرَز سطر الخطوة المعروضة، ويذكر تلميحه رقم الخطوة والعمق.</translation>
    </message>
    <message>
        <source>Reading the Code and Call Stack docks</source>
        <extracomment>Lesson heading: the Code, Call Stack and Cell Inspector docks</extracomment>
        <translation>قراءة لوحي الشيفرة ومكدس الاستدعاءات</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. Lines marked NEW IN 6b are the 8-neighbour check; switch the rule and they disappear. The &lt;b&gt;Call Stack&lt;/b&gt; dock lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one; select a call to outline its cell and candidates on the map. The &lt;b&gt;Cell Inspector&lt;/b&gt; says for the cell under the map&apos;s cursor whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson, algorithm docks: how the Code and Call Stack docks follow the steps</extracomment>
        <translation>يعرض لوح &lt;b&gt;الشيفرة&lt;/b&gt; الخوارزمية بشيفرة زائفة ويُبرز السطر الذي تنفّذه الخطوة الحالية: سطر النواة، أو ADD (إضافة) داخل grow()، أو BACKTRACK (رجوع) بعد استدعاء فاشل. والأسطر الموسومة بـ«جديد في 6b» هي فحص الجيران الثمانية؛ بدّل القاعدة فتختفي. ويسرد لوح &lt;b&gt;مكدس الاستدعاءات&lt;/b&gt; استدعاءات grow() التي ما زالت جارية، من النواة نزولًا إلى الخلية الحالية: خلية كل استدعاء، وحجم الجزيرة مقارنة بحجمها المستهدف، ومرشحاته بالترتيب الذي تُجرَّب به، مع x للمسار الذي فشل و&amp;gt; للمرشح قيد التجربة. كل إضافة تدفع استدعاءً إلى المكدس، وكل رجوع يُخرج استدعاءً منه؛ حدِّد استدعاءً لتحديد خليته ومرشحاته بإطار على الخريطة. ويخبرك &lt;b&gt;فاحص الخلايا&lt;/b&gt; عن الخلية التي تحت مؤشر الخريطة: هل هي مرشحة صالحة الآن، وإن لم تكن، فأي قاعدة وأي خلية ترفضانها.</translation>
    </message>
    <message>
        <source>Too complex</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>معقد جدًا</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the workbench responsive.</source>
        <translation>مع كثرة الحفر وتعطيل الترتيب العشوائي، قد تنمو شجرة البحث نموًا أسيًا: فقد تجرب الخوارزمية ملايين المسارات قبل أن تستسلم. ولذلك يحمي البرنامجَ حارسان يُبقيانه سريع الاستجابة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reachability check:&lt;/b&gt; before an island grows, the cells it could reach from its seed are counted. If there are fewer than its target size, the island fails at once instead of searching in vain.</source>
        <extracomment>Lesson, too complex: the first guard</extracomment>
        <translation>&lt;b&gt;فحص قابلية الوصول:&lt;/b&gt; قبل أن تنمو الجزيرة، تُعدّ الخلايا التي يمكنها بلوغها من نواتها. فإن كانت أقل من حجمها المستهدف، فشلت الجزيرة فورًا بدل أن تبحث عبثًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; when the log reaches the step limit (%1 by default), the build stops with %2. The island that was growing is removed; islands already complete stay.</source>
        <extracomment>Lesson, too complex: the second guard; %1 is the default step limit, %2 the log&apos;s last line</extracomment>
        <translation>&lt;b&gt;حد الخطوات:&lt;/b&gt; حين يبلغ السجل حد الخطوات (%1 افتراضيًا)، يتوقف البناء بالسطر %2. وتُزال الجزيرة التي كانت تنمو؛ أما الجزر المكتملة فتبقى.</translation>
    </message>
    <message>
        <source>Dungeon: tiles with half-doors</source>
        <extracomment>Lesson heading, dungeon</extracomment>
        <translation>السرداب: بلاطات بأنصاف أبواب</translation>
    </message>
    <message>
        <source>Now every cell of the grid takes a square tile: a room or a hall. Each side of a tile has two half-doors, one on each side of the middle of that side, so a tile has eight half-doors in all. A tile is described by the half-doors it opens.</source>
        <extracomment>Lesson, dungeon: half-doors</extracomment>
        <translation>الآن تأخذ كل خلية في الشبكة بلاطة مربعة: غرفة أو رواقًا. ولكل ضلع من أضلاع البلاطة نصفا باب، واحد على كل جانب من منتصف ذلك الضلع، فيكون للبلاطة ثمانية أنصاف أبواب في المجموع. وتوصف البلاطة بأنصاف الأبواب التي تفتحها.</translation>
    </message>
    <message>
        <source>The default tile set has three templates: the &lt;b&gt;big room&lt;/b&gt; opens all eight half-doors; the &lt;b&gt;small room&lt;/b&gt; opens the right half of the top side and the upper half of the right side; the &lt;b&gt;hall&lt;/b&gt; opens the upper halves of the left and right sides, a corridor along the top. A scenario may bring its own tile set, but it must contain a big room, so that every cell can be filled.</source>
        <extracomment>Lesson, dungeon: the default tile set</extracomment>
        <translation>في مجموعة البلاطات الافتراضية ثلاثة قوالب: &lt;b&gt;الغرفة الكبيرة&lt;/b&gt; تفتح أنصاف الأبواب الثمانية كلها؛ و&lt;b&gt;الغرفة الصغيرة&lt;/b&gt; تفتح النصف الأيمن من الضلع العلوي والنصف العلوي من الضلع الأيمن؛ و&lt;b&gt;الرواق&lt;/b&gt; يفتح النصفين العلويين من الضلعين الأيسر والأيمن، فيكون ممشى على طول الحافة العليا. ويجوز للسيناريو أن يأتي بمجموعة بلاطاته الخاصة، لكن يجب أن تحتوي على غرفة كبيرة، كي يمكن ملء كل خلية.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotation:&lt;/b&gt; every template may be placed in four rotations. A quarter turn clockwise moves the top half-doors to the right side, the right ones to the bottom, and so on. A rotation that looks like one already listed is not listed twice.</source>
        <extracomment>Lesson, dungeon: rotation</extracomment>
        <translation>&lt;b&gt;التدوير:&lt;/b&gt; يجوز وضع كل قالب بأربعة تدويرات. ربع الدورة باتجاه عقارب الساعة ينقل أنصاف الأبواب العلوية إلى الضلع الأيمن، واليمنى إلى الأسفل، وهكذا. والتدوير الذي يشبه تدويرًا مُدرجًا من قبل لا يُدرج مرتين.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror matching:&lt;/b&gt; where two tiles meet, their half-doors face each other as mirror images: the left half of the upper tile&apos;s bottom side faces the left half of the lower tile&apos;s top side, and the upper half of the left tile&apos;s right side faces the upper half of the right tile&apos;s left side. Two tiles are joined by a passage when at least one such pair is open on both sides.</source>
        <extracomment>Lesson, dungeon: how half-doors meet across an edge</extracomment>
        <translation>&lt;b&gt;التطابق المرآتي:&lt;/b&gt; حيث تلتقي بلاطتان، تتقابل أنصاف أبوابهما كصورتين في مرآة: النصف الأيسر من الضلع السفلي للبلاطة العليا يقابل النصف الأيسر من الضلع العلوي للبلاطة السفلى، والنصف العلوي من الضلع الأيمن للبلاطة اليسرى يقابل النصف العلوي من الضلع الأيسر للبلاطة اليمنى. وتتصل بلاطتان بممر حين يكون زوج واحد على الأقل من هذه الأزواج مفتوحًا من الجانبين.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Required and allowed:&lt;/b&gt; every empty cell keeps two sets of half-doors. &lt;i&gt;Required&lt;/i&gt; are those its filled neighbours have opened towards it; they must be answered. &lt;i&gt;Allowed&lt;/i&gt; are those it may still open: at first all of them except those facing the edge of the map or a pit. A tile placed on the cell opens only what is allowed.</source>
        <extracomment>Lesson, dungeon: required and allowed half-doors</extracomment>
        <translation>&lt;b&gt;المطلوبة والمسموحة:&lt;/b&gt; تحتفظ كل خلية فارغة بمجموعتين من أنصاف الأبواب. &lt;i&gt;المطلوبة&lt;/i&gt; هي التي فتحها نحوها جيرانها المملوءون؛ ويجب الرد عليها. و&lt;i&gt;المسموحة&lt;/i&gt; هي التي ما زال يجوز لها أن تفتحها: في البداية كلها، إلا ما يواجه حافة الخريطة أو حفرة. والبلاطة الموضوعة على الخلية لا تفتح إلا ما هو مسموح.</translation>
    </message>
    <message>
        <source>When a tile is placed, each neighbour is updated. An empty neighbour that gets half-doors towards it may open exactly their mirror images on that side, and joins the fill queue; one that gets none may open nothing on that side. A filled neighbour&apos;s half-doors that the new tile does not answer are &lt;i&gt;clipped&lt;/i&gt;: removed, so that no half-door ever leads into a wall.</source>
        <extracomment>Lesson, dungeon: what a placement does to the neighbours</extracomment>
        <translation>حين توضع بلاطة، يُحدَّث كل جار من جيرانها. فالجار الفارغ الذي تتجه نحوه أنصاف أبواب لا يجوز له أن يفتح على ذلك الجانب إلا صورها المرآتية بالضبط، وينضم إلى طابور الملء؛ والجار الذي لا يتجه نحوه شيء لا يجوز له أن يفتح شيئًا على ذلك الجانب. أما أنصاف أبواب الجار المملوء التي لا ترد عليها البلاطة الجديدة فإنها &lt;i&gt;تُقصّ&lt;/i&gt;: أي تُزال، كي لا يؤدي أي نصف باب إلى جدار أبدًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The fill queue:&lt;/b&gt; the build draws a start and an end cell and places a big room on each. Every neighbour that a placed tile opens half-doors towards joins the back of the queue, in the order up, right, down, left. The generator takes the cell at the front of the queue, lists the candidates (every template in every rotation) that pass both rules below, draws one of them at random and places it. A cell that is filled already is skipped. When the queue is empty, the dungeon is finished; cells that never joined the queue stay solid rock.</source>
        <extracomment>Lesson, dungeon: the fill queue</extracomment>
        <translation>&lt;b&gt;طابور الملء:&lt;/b&gt; يسحب البناء خلية للبداية وخلية للنهاية ويضع على كل منهما غرفة كبيرة. وكل جار تفتح نحوه بلاطة موضوعة أنصاف أبواب ينضم إلى آخر الطابور، بالترتيب أعلى، يمين، أسفل، يسار. ويأخذ المولِّد الخلية التي في مقدمة الطابور، ويسرد المرشحات (كل قالب بكل تدوير) التي تجتاز القاعدتين أدناه، ويسحب واحدًا منها عشوائيًا ويضعه. والخلية المملوءة من قبل تُتخطى. وحين يفرغ الطابور، يكتمل السرداب؛ والخلايا التي لم تنضم إلى الطابور قط تبقى صخرًا صلبًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 1:&lt;/b&gt; on every side where the cell has required half-doors, the candidate must open at least one of them.</source>
        <extracomment>Lesson, dungeon: candidate rule 1</extracomment>
        <translation>&lt;b&gt;القاعدة 1:&lt;/b&gt; على كل جانب للخلية فيه أنصاف أبواب مطلوبة، يجب أن يفتح المرشح واحدًا منها على الأقل.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 2:&lt;/b&gt; after placing the candidate, a path from the start to the end must still be possible: through passages between filled tiles, through open half-doors into empty cells, and across empty cells, which count as open on every side. A candidate that would cut the last such path is rejected.</source>
        <extracomment>Lesson, dungeon: candidate rule 2</extracomment>
        <translation>&lt;b&gt;القاعدة 2:&lt;/b&gt; بعد وضع المرشح، يجب أن يبقى المسار من البداية إلى النهاية ممكنًا: عبر الممرات بين البلاطات المملوءة، وعبر أنصاف الأبواب المفتوحة إلى الخلايا الفارغة، وعبر الخلايا الفارغة التي تُعدّ مفتوحة من كل جانب. والمرشح الذي سيقطع آخر مسار كهذا يُرفض.</translation>
    </message>
    <message>
        <source>A big room passes both rules everywhere, so a queued cell always gets a tile, and when the queue runs empty, the start and the end are joined by a chain of passages.</source>
        <extracomment>Lesson, dungeon: why a start-to-end path always exists</extracomment>
        <translation>الغرفة الكبيرة تجتاز القاعدتين في كل مكان، لذا تحصل كل خلية في الطابور دائمًا على بلاطة، وحين يفرغ الطابور تكون البداية والنهاية متصلتين بسلسلة من الممرات.</translation>
    </message>
    <message>
        <source>What you see on the map</source>
        <extracomment>Lesson heading: what the dungeon map shows</extracomment>
        <translation>ما تراه على الخريطة</translation>
    </message>
    <message>
        <source>&lt;b&gt;Green disc with S, purple disc with E:&lt;/b&gt; the start and the end.</source>
        <extracomment>Lesson, dungeon map; S and E are the letters drawn on the map (translate them as there)</extracomment>
        <translation>&lt;b&gt;قرص أخضر عليه ب، وقرص بنفسجي عليه ن:&lt;/b&gt; البداية والنهاية.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue dashed frame:&lt;/b&gt; an empty cell waiting in the fill queue.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;إطار أزرق متقطع:&lt;/b&gt; خلية فارغة تنتظر في طابور الملء.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Amber with a solid frame:&lt;/b&gt; the tile being placed at this step.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;الكهرماني بإطار متصل:&lt;/b&gt; البلاطة التي توضع في هذه الخطوة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dotted frame:&lt;/b&gt; the cell whose candidates are being checked.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;الأخضر المصفرّ بإطار منقّط:&lt;/b&gt; الخلية التي تُفحص مرشحاتها.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red, fading:&lt;/b&gt; half-doors that were just clipped.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;الأحمر المتلاشي:&lt;/b&gt; أنصاف أبواب قُصّت للتو.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Crimson line:&lt;/b&gt; when the build is finished, one shortest path from the start to the end.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;الخط القرمزي:&lt;/b&gt; حين يكتمل البناء، أحد أقصر المسارات من البداية إلى النهاية.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; changes the colours; frames, crosses and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson, dungeon map; the menu path View &gt; Colour-Blind-Safe Palette</extracomment>
        <translation>&lt;b&gt;عرض ▸ لوحة ألوان آمنة لعمى الألوان&lt;/b&gt; تغيّر الألوان؛ وتبقى الأطر وعلامات × والحروف، فلا يُعبَّر عن شيء باللون وحده.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed always gives the same dungeon. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;البذرة:&lt;/b&gt; البذرة نفسها تعطي دائمًا السرداب نفسه. و&lt;b&gt;بذرة جديدة&lt;/b&gt; تختار بذرة أخرى.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows, columns and pits:&lt;/b&gt; the grid and its obstacles, set as in the island lessons; the dungeon is built around the pits.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;الصفوف والأعمدة والحفر:&lt;/b&gt; الشبكة وعوائقها، تُضبط كما في دروس الجزر؛ ويُبنى السرداب حول الحفر.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile set:&lt;/b&gt; add, remove and rename templates, and click a half-door of the selected template to open or close it. The big room must stay.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;مجموعة البلاطات:&lt;/b&gt; أضف القوالب واحذفها وأعد تسميتها، وانقر نصف باب في القالب المحدد لفتحه أو إغلاقه. ويجب أن تبقى الغرفة الكبيرة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile inspector:&lt;/b&gt; click a cell to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and every candidate checked for it with its verdict.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;فاحص البلاطات:&lt;/b&gt; انقر خلية لترى بلاطتها وتدويرها وأبوابها، أو، إن كانت الخلية فارغة، أنصاف الأبواب التي يجوز لها أن تفتحها والتي يجب أن تفتحها، وكل مرشح فُحص لها مع الحكم عليه.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; builds the dungeon and plays the build; &lt;b&gt;Reset&lt;/b&gt; clears it and keeps the pits; &lt;b&gt;Clear&lt;/b&gt; removes the pits too.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;ابدأ&lt;/b&gt; يبني السرداب ويشغّل البناء؛ و&lt;b&gt;إعادة الضبط&lt;/b&gt; تمسحه وتُبقي الحفر؛ و&lt;b&gt;مسح&lt;/b&gt; يزيل الحفر أيضًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause, step back and forwards, the timeline and the speed work as in the island lessons.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;تحت الخريطة:&lt;/b&gt; التشغيل والإيقاف المؤقت، والخطوة إلى الخلف وإلى الأمام، والخط الزمني والسرعة، تعمل كلها كما في دروس الجزر.</translation>
    </message>
    <message>
        <source>Half-doors are written as a number in hexadecimal, one bit each, clockwise from the left half of the top side: 0x01 top left, 0x02 top right, 0x04 right upper, 0x08 right lower, 0x10 bottom right, 0x20 bottom left, 0x40 left lower, 0x80 left upper. A big room is 0xFF.</source>
        <extracomment>Lesson, dungeon log: door masks</extracomment>
        <translation>تُكتب أنصاف الأبواب عددًا بالنظام الست عشري، لكل نصف باب بت واحد، باتجاه عقارب الساعة بدءًا من النصف الأيسر للضلع العلوي: 0x01 أعلى يسار، 0x02 أعلى يمين، 0x04 يمين أعلى، 0x08 يمين أسفل، 0x10 أسفل يمين، 0x20 أسفل يسار، 0x40 يسار أسفل، 0x80 يسار أعلى. والغرفة الكبيرة هي 0xFF.</translation>
    </message>
    <message>
        <source>%1, %2: the start and the end were drawn.</source>
        <extracomment>Lesson, dungeon log; %1 and %2 are the first two lines of a build</extracomment>
        <translation>%1، %2: سُحبت البداية والنهاية.</translation>
    </message>
    <message>
        <source>%1: a tile was placed; its doors are the half-doors it opened.</source>
        <extracomment>Lesson, dungeon log; %1 is a placement line</extracomment>
        <translation>%1: وُضعت بلاطة؛ وأبوابها هي أنصاف الأبواب التي فتحتها.</translation>
    </message>
    <message>
        <source>%1: a neighbour got half-doors towards the new tile and joins the back of the queue.</source>
        <extracomment>Lesson, dungeon log; %1 is a queue line</extracomment>
        <translation>%1: اتجهت نحو جار أنصاف أبواب من البلاطة الجديدة فانضم إلى آخر الطابور.</translation>
    </message>
    <message>
        <source>%1: half-doors of a filled neighbour that the new tile did not answer were removed.</source>
        <extracomment>Lesson, dungeon log; %1 is a clip line</extracomment>
        <translation>%1: أُزيلت أنصاف أبواب جار مملوء لم ترد عليها البلاطة الجديدة.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 1.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 1</extracomment>
        <translation>%1: رُفض بموجب القاعدة 1.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 2.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 2</extracomment>
        <translation>%1: رُفض بموجب القاعدة 2.</translation>
    </message>
    <message>
        <source>%1: the cell at the front of the queue has a tile already.</source>
        <extracomment>Lesson, dungeon log; %1 is a skip line</extracomment>
        <translation>%1: الخلية التي في مقدمة الطابور فيها بلاطة بالفعل.</translation>
    </message>
    <message>
        <source>%1: the queue ran empty; the dungeon is finished.</source>
        <extracomment>Lesson, dungeon log; %1 is the last line of a build</extracomment>
        <translation>%1: فرغ الطابور؛ واكتمل السرداب.</translation>
    </message>
    <message>
        <source>Indented lines are details: the rejected candidates for a cell come just before the tile placed on it, its clips and queue entries just after. Click a line to show the map exactly as it was after that step.</source>
        <extracomment>Lesson, dungeon log: indented lines</extracomment>
        <translation>الأسطر المُزاحة تفاصيل: المرشحات المرفوضة لخلية ما تأتي قبل البلاطة الموضوعة عليها مباشرة، وعمليات القص وإدخالات الطابور الخاصة بها بعدها مباشرة. انقر سطرًا لعرض الخريطة كما كانت تمامًا بعد تلك الخطوة.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock highlights the line of the current step; the &lt;b&gt;Call Stack&lt;/b&gt; dock shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open.</source>
        <extracomment>Lesson, dungeon: the Code and Call Stack docks</extracomment>
        <translation>يُبرز لوح &lt;b&gt;الشيفرة&lt;/b&gt; سطر الخطوة الحالية؛ ويعرض لوح &lt;b&gt;مكدس الاستدعاءات&lt;/b&gt; الخلية الجاري ملؤها مع الأحكام على مرشحاتها حتى الآن، ثم طابور الملء بالترتيب مع الجوانب التي يجب أن تفتحها كل خلية.</translation>
    </message>
    <message>
        <source>Too complex?</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>معقد جدًا؟</translation>
    </message>
    <message>
        <source>A dungeon needs no step limit. Every cell gets at most one tile, a big room always fits, and each candidate is checked once, so every build finishes. What can go wrong is checked before it starts: with fewer than two open cells, or when pits cut the start off from the end, the build is refused at once with a message.</source>
        <extracomment>Lesson, dungeon: why no step limit is needed</extracomment>
        <translation>لا يحتاج السرداب إلى حد للخطوات. فكل خلية تأخذ بلاطة واحدة على الأكثر، والغرفة الكبيرة تناسب دائمًا، وكل مرشح يُفحص مرة واحدة، لذا ينتهي كل بناء. أما ما قد يسوء فيُفحص قبل أن يبدأ: إذا كانت الخلايا المفتوحة أقل من اثنتين، أو إذا فصلت الحفر البداية عن النهاية، يُرفض البناء فورًا برسالة.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Lesson in the web page: a control&apos;s label, as the text names it; use your language&apos;s quotation marks</extracomment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>%1, %2 and %3: 1 to 8 islands, each aiming for a random size between the minimum and the maximum (if the minimum is larger, the two are swapped). With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson in the web page, island controls; %1, %2, %3 name the fields for the number of islands, the minimum and the maximum size</extracomment>
        <translation>%1 و%2 و%3: من 1 إلى 8 جزر، تسعى كل منها إلى حجم عشوائي بين الأدنى والأقصى (وإذا كان الأدنى أكبر، يُبدَّل بينهما). ومع جزيرة واحدة يكون الدرس هو المرحلة 3.</translation>
    </message>
    <message>
        <source>%1: ticked, the candidates are shuffled and the shapes look natural; not ticked, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the Randomize check box</extracomment>
        <translation>%1: حين يكون محدَّدًا تُخلط المرشحات وتبدو الأشكال طبيعية؛ وحين لا يكون تُجرَّب بالترتيب الثابت أعلى، يسار، يمين، أسفل، فتنتج أشكالًا منتظمة، ومع كثرة الحفر رجوعًا أكثر بكثير.</translation>
    </message>
    <message>
        <source>%1: 6a (orthogonal) or 6b (all 8 neighbours). %2: after this many steps a build stops as too complex.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the rule, %2 the step limit</extracomment>
        <translation>%1: 6a (المتعامدة) أو 6b (الجيران الثمانية كلهم). %2: بعد هذا العدد من الخطوات يتوقف البناء لأنه معقد جدًا.</translation>
    </message>
    <message>
        <source>%1: the same seed with the same settings always gives the same map, so a whole class can follow one example.</source>
        <extracomment>Lesson in the web page, controls; %1 names the seed field</extracomment>
        <translation>%1: البذرة نفسها مع الإعدادات نفسها تعطي دائمًا الخريطة نفسها، فيستطيع الصف كله متابعة مثال واحد.</translation>
    </message>
    <message>
        <source>%1: while it is ticked, drag on the map to paint pits (%2) or to erase them (%3); %4 takes back the last stroke. %5 scatters random pits over the open cells at the %6 given.</source>
        <extracomment>Lesson in the web page, controls; %1 the check box that lets a drag paint, %2 and %3 the pit and eraser tools, %4 the button that takes back a stroke, %5 the Sprinkle! button, %6 its density field</extracomment>
        <translation>%1: ما دام محدَّدًا، اسحب على الخريطة لرسم الحفر (%2) أو لمحوها (%3)؛ و%4 يتراجع عن آخر ضربة. و%5 ينثر حفرًا عشوائية على الخلايا المفتوحة بـ%6 المعطاة.</translation>
    </message>
    <message>
        <source>%1 builds the map with these settings and pits and plays the build; %2 stops a build under way, and the map before it stays.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Start button, %2 the Cancel button</extracomment>
        <translation>%1 يبني الخريطة بهذه الإعدادات والحفر ويشغّل البناء؛ و%2 يوقف بناءً جاريًا، وتبقى الخريطة التي قبله.</translation>
    </message>
    <message>
        <source>Below the map: %1 plays and pauses (Space); %2 and %3 go one step back or forwards (the Left and Right arrow keys); %4 and %5 go to the start or to the end (Home, End); the timeline jumps to any step. %6 1 shows about two steps a second, 10 as many as the screen allows.</source>
        <extracomment>Lesson in the web page, the playback bar; %1 Play, %2 Step back, %3 Step, %4 First, %5 Last, %6 Speed. Space, Home, End and the arrow keys are keys: in a right-to-left page the Left arrow steps forwards and the Right arrow back</extracomment>
        <translation>تحت الخريطة: %1 يشغّل ويوقف مؤقتًا (مفتاح المسافة)؛ و%2 و%3 يرجعان خطوة أو يتقدمان خطوة (السهم الأيمن للرجوع والسهم الأيسر للتقدم، في اتجاه القراءة)؛ و%4 و%5 ينتقلان إلى البداية أو إلى النهاية (Home، End)؛ والخط الزمني يقفز إلى أي خطوة. %6 1 تعرض نحو خطوتين في الثانية، و10 بقدر ما تسمح به الشاشة.</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 zoom into a large map and move the part shown.</source>
        <extracomment>Lesson in the web page, controls; %1..%4 name the zoom and pan buttons</extracomment>
        <translation>%1 و%2 و%3 و%4 تكبّر الخريطة الكبيرة وتحرّك الجزء المعروض منها.</translation>
    </message>
    <message>
        <source>%1: make every step of the build yourself on the map; each move is checked, and a wrong one says why. %2 shows the right move (hints are counted).</source>
        <extracomment>Lesson in the web page, controls; %1 names You Are the Algorithm&apos;s button, %2 Hint</extracomment>
        <translation>%1: نفّذ بنفسك كل خطوة من البناء على الخريطة؛ تُفحص كل حركة، والحركة الخاطئة تقول لماذا. و%2 يُظهر الحركة الصحيحة (وتُحسب التلميحات).</translation>
    </message>
    <message>
        <source>%1 copies a link to this lesson with your pits and settings: open it later, or hand it on, and the same map comes back.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Copy link button</extracomment>
        <translation>%1 ينسخ رابطًا إلى هذا الدرس بحفرك وإعداداتك: افتحه لاحقًا، أو أعطه لغيرك، فتعود الخريطة نفسها.</translation>
    </message>
    <message>
        <source>The panels %1, %2 and %3</source>
        <extracomment>Lesson heading in the web page: the Code, Call Stack and Why this cell? panels; %1, %2, %3 are their names</extracomment>
        <translation>الألواح %1 و%2 و%3</translation>
    </message>
    <message>
        <source>%1 highlights the line of the current step; %2 shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open. %3: tap a cell of the map, or point at it, to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and the candidates checked for it with their verdicts.</source>
        <extracomment>Lesson in the web page, dungeon: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>يُبرز %1 سطر الخطوة الحالية؛ ويعرض %2 الخلية الجاري ملؤها مع الأحكام على مرشحاتها حتى الآن، ثم طابور الملء بالترتيب مع الجوانب التي يجب أن تفتحها كل خلية. %3: المس خلية من الخريطة، أو أشر إليها، لترى بلاطتها وتدويرها وأبوابها، أو، إن كانت فارغة، أنصاف الأبواب التي يجوز لها أن تفتحها والتي يجب أن تفتحها، والمرشحات التي فُحصت لها مع الحكم على كل منها.</translation>
    </message>
    <message>
        <source>%1 shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. %2 lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one. %3: tap a cell of the map, or point at it, to see whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson in the web page, islands: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>يعرض %1 الخوارزمية بشيفرة زائفة ويُبرز السطر الذي تنفّذه الخطوة الحالية: سطر النواة، أو ADD (إضافة) داخل grow()، أو BACKTRACK (رجوع) بعد استدعاء فاشل. ويسرد %2 استدعاءات grow() التي ما زالت جارية، من النواة نزولًا إلى الخلية الحالية: خلية كل استدعاء، وحجم الجزيرة مقارنة بحجمها المستهدف، ومرشحاته بالترتيب الذي تُجرَّب به، مع x للمسار الذي فشل و&amp;gt; للمرشح قيد التجربة. كل إضافة تدفع استدعاءً إلى المكدس، وكل رجوع يُخرج استدعاءً منه. %3: المس خلية من الخريطة، أو أشر إليها، لترى هل هي مرشحة صالحة الآن، وإن لم تكن، فأي قاعدة وأي خلية ترفضانها.</translation>
    </message>
    <message>
        <source>%1: %2 gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, island colours; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 يمنح الجزر ألوان أوكابي–إيتو (الأصفر للخلية المضافة للتو، والبرتقالي للرجوع). وتبقى الأطر وعلامات ×، فلا يُعبَّر عن شيء باللون وحده.</translation>
    </message>
    <message>
        <source>Click a line to show the map exactly as it was after that step. The line of the step shown is highlighted.</source>
        <extracomment>Lesson in the web page, recursion log: clicking a line</extracomment>
        <translation>انقر سطرًا لتعرض الخريطة كما كانت تمامًا بعد تلك الخطوة. ويُبرَز سطر الخطوة المعروضة.</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the lesson responsive.</source>
        <extracomment>Lesson in the web page, too complex: the problem</extracomment>
        <translation>مع كثرة الحفر وتعطيل الترتيب العشوائي، قد تنمو شجرة البحث نموًا أسيًا: فقد تجرب الخوارزمية ملايين المسارات قبل أن تستسلم. ولذلك يحمي الدرسَ حارسان يُبقيانه سريع الاستجابة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue:&lt;/b&gt; an empty cell waiting in the fill queue; a blue frame marks the cells this step queued.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;الأزرق:&lt;/b&gt; خلية فارغة تنتظر في طابور الملء؛ ويحدّد إطار أزرق الخلايا التي أضافتها هذه الخطوة إلى الطابور.</translation>
    </message>
    <message>
        <source>%1: %2 changes the colours; frames and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, dungeon map; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 يغيّر الألوان؛ وتبقى الأطر والحروف، فلا يُعبَّر عن شيء باللون وحده.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eight island colours:&lt;/b&gt; every island keeps its own colour, and shows its number when the cells are large enough, its pattern of lines or dots when they are not.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;ثمانية ألوان للجزر:&lt;/b&gt; تحتفظ كل جزيرة بلونها الخاص، وتُظهر رقمها حين تكون الخلايا كبيرة بما يكفي، ونمطها من الخطوط أو النقاط حين لا تكون كذلك.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark rock:&lt;/b&gt; a cell without a tile. Faint lines between rock cells let you count cells.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;الصخر الداكن:&lt;/b&gt; خلية بلا بلاطة. وتساعدك الخطوط الباهتة بين خلايا الصخر على عدّ الخلايا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cream floor inside grey-brown walls:&lt;/b&gt; a placed tile. Each open half-door is a gap in the wall, on its half of the side; where two gaps face each other, there is a passage.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;أرضية كريمية داخل جدران رمادية بنية:&lt;/b&gt; بلاطة موضوعة. وكل نصف باب مفتوح فجوة في الجدار، على نصفه من الضلع؛ وحيث تتقابل فجوتان يوجد ممر.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;الرمادي البنفسجي:&lt;/b&gt; حفرة، مسدودة إلى الأبد؛ لا تُملأ أبدًا ولا يواجهها أي نصف باب.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey with a cross:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;الرمادي البنفسجي بعلامة ×:&lt;/b&gt; حفرة، مسدودة إلى الأبد؛ لا تُملأ أبدًا ولا يواجهها أي نصف باب.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Step %L1, depth %L2</source>
        <extracomment>Tooltip of a recursion log line: %1 step number, %2 recursion depth</extracomment>
        <translation>الخطوة %L1، العمق %L2</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Recursion log</source>
        <extracomment>Name of the recursion log list for screen readers</extracomment>
        <translation>سجل العودية</translation>
    </message>
    <message>
        <source>One line per step, indented by recursion depth. Click a line to show the map after that step.</source>
        <translation>سطر واحد لكل خطوة، بإزاحة بحسب عمق العودية. انقر سطرًا لعرض الخريطة بعد تلك الخطوة.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lesson Choice</source>
        <extracomment>Toolbar with the two lessons, islands and dungeon (not the Lesson panel)</extracomment>
        <translation>اختيار الدرس</translation>
    </message>
    <message>
        <source>About Mapgen Workbench</source>
        <translation>حول Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;ملف</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;تحرير</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;بناء</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>Panels and &amp;Toolbars</source>
        <translation>الألواح وأشرطة الأ&amp;دوات</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>م&amp;ساعدة</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ملف</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>تحرير</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>الدرس</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>بناء</translation>
    </message>
    <message>
        <source>View</source>
        <translation>عرض</translation>
    </message>
    <message>
        <source>Recursion Log</source>
        <translation>سجل العودية</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>عناصر التحكم</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>سجل التعديلات</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <extracomment>The first entry of the undo history: the scenario as opened</extracomment>
        <translation>&lt;عند الفتح&gt;</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>السيناريو التجريبي</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Step-by-step lessons in procedural map generation: islands grown by recursive backtracking, dungeons of tiles placed with constraint propagation.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The lessons it exports carry their code under the MIT licence: copy, post and change them freely.&lt;/p&gt;&lt;p&gt;It comes with absolutely no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;دروس خطوة بخطوة في التوليد الإجرائي للخرائط: جزر تنمو بالتراجع العودي، وسراديب من بلاطات تُوضع بنشر القيود.&lt;/p&gt;&lt;p&gt;برنامج حر بموجب رخصة جنو العمومية العامة، الإصدار 3 أو أي إصدار لاحق. تحمل الدروس التي يصدّرها شيفرتها بموجب رخصة MIT: انسخها وانشرها وعدّلها بحرية.&lt;/p&gt;&lt;p&gt;يأتي بلا أي ضمان على الإطلاق.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (%2 undoes it)</source>
        <extracomment>Status bar after an edit: %1 the edit (as the Edit menu names it), %2 the Undo key</extracomment>
        <translation>%1 (%2 يتراجع عنه)</translation>
    </message>
    <message>
        <source>Undone: %1 (%2 redoes it)</source>
        <extracomment>Status bar after Undo: %1 the edit undone, %2 the Redo key</extracomment>
        <translation>تم التراجع: %1 (%2 يعيده)</translation>
    </message>
    <message>
        <source>&amp;Lesson Properties…</source>
        <translation>خصائص ال&amp;درس…</translation>
    </message>
</context>
<context>
    <name>MapExporter</name>
    <message>
        <source>Dungeon map</source>
        <translation>خريطة السرداب</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>خريطة الجزر</translation>
    </message>
    <message>
        <source>Mapgen Workbench, dungeon, seed %1</source>
        <extracomment>Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)</extracomment>
        <translation>Mapgen Workbench، سرداب، البذرة %1</translation>
    </message>
    <message>
        <source>Mapgen Workbench, seed %1, rule %2</source>
        <translation>Mapgen Workbench، البذرة %1، القاعدة %2</translation>
    </message>
    <message>
        <source>%1: the map could not be drawn as SVG</source>
        <translation>%1: تعذّر رسم الخريطة بصيغة SVG</translation>
    </message>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 a side</source>
        <extracomment>%1 x %2 the picture&apos;s width and height, %3 the limit, all in pixels</extracomment>
        <translation>ستكون أبعاد الصورة %1 × %2 بكسل؛ والحد الأقصى لكل جانب %3</translation>
    </message>
    <message>
        <source>%1: use a cell size of %2 pixels or less</source>
        <translation>%1: استخدم حجم خلية %2 بكسل أو أقل</translation>
    </message>
    <message>
        <source>not enough memory for an image of %1 x %2 pixels (%3)</source>
        <translation>الذاكرة غير كافية لصورة أبعادها %1 × %2 بكسل (%3)</translation>
    </message>
    <message>
        <source>the map could not be encoded as PNG</source>
        <translation>تعذّر ترميز الخريطة بصيغة PNG</translation>
    </message>
    <message>
        <source>%1: not enough memory to draw the map as SVG</source>
        <translation>%1: الذاكرة غير كافية لرسم الخريطة بصيغة SVG</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Map</source>
        <extracomment>Name of the map for screen readers</extracomment>
        <translation>الخريطة</translation>
    </message>
    <message>
        <source>Left-drag paints pits, right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>السحب بالزر الأيسر يرسم حفرًا والسحب بالأيمن يمحوها. Ctrl+العجلة للتكبير. بلوحة المفاتيح: Tab إلى الخريطة، ثم Enter لتحريرها (تحرّك الأسهم مؤشر الخلية، والمسافة تضع حفرة أو تزيلها)، وEsc للإنهاء.</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Ctrl+العجلة للتكبير. بلوحة المفاتيح: Tab إلى الخريطة، ثم Enter لتحريك مؤشر الخلية بالأسهم، وEsc للإنهاء.</translation>
    </message>
    <message>
        <source>Editing the map: the arrow keys move the cell cursor, Space sets or removes a pit, Esc ends editing</source>
        <translation>تحرير الخريطة: تحرّك الأسهم مؤشر الخلية، والمسافة تضع حفرة أو تزيلها، وEsc ينهي التحرير</translation>
    </message>
    <message>
        <source>On the map: the arrow keys move the cell cursor, Esc ends</source>
        <translation>على الخريطة: تحرّك الأسهم مؤشر الخلية، وEsc ينهي</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The map&apos;s name for screen readers while a question asks for a cell: the map&apos;s own name, then the question</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Before step 1 of %1</source>
        <extracomment>The map&apos;s step summary for screen readers at the start of playback</extracomment>
        <translation>قبل الخطوة 1 من %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>The map&apos;s step summary for screen readers: the step shown, the steps in all, the step&apos;s line in the recursion log</extracomment>
        <translation>الخطوة %1 من %2: %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The map&apos;s name for screen readers: the map&apos;s own name, then the step shown</extracomment>
        <translation>%1، %2</translation>
    </message>
</context>
<context>
    <name>PdfHandout</name>
    <message>
        <source>floor: a placed tile&apos;s room and open half-doors</source>
        <translation>أرضية: غرفة بلاطة موضوعة وأنصاف أبوابها المفتوحة</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>جدار</translation>
    </message>
    <message>
        <source>rock: never filled</source>
        <translation>صخر: لم يُملأ قط</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>حفرة</translation>
    </message>
    <message>
        <source>S: the start</source>
        <translation>ب: البداية</translation>
    </message>
    <message>
        <source>E: the end</source>
        <translation>ن: النهاية</translation>
    </message>
    <message>
        <source>a shortest path from start to end</source>
        <translation>أحد أقصر المسارات من البداية إلى النهاية</translation>
    </message>
    <message>
        <source>water</source>
        <translation>ماء</translation>
    </message>
    <message>
        <source>island %1</source>
        <translation>الجزيرة %1</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>الخطوات:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <translation>البلاطات الموضوعة:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <translation>المرشحات المرفوضة:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>النتيجة:</translation>
    </message>
    <message>
        <source>done: start and end are joined</source>
        <translation>انتهى: البداية والنهاية متصلتان</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>قيد التنفيذ</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>مرات الرجوع:</translation>
    </message>
    <message>
        <source>too complex: the step limit was reached</source>
        <translation>معقد جدًا: بُلغ حد الخطوات</translation>
    </message>
    <message>
        <source>done</source>
        <translation>انتهى</translation>
    </message>
    <message numerus="yes">
        <source>complete, %n cell(s)</source>
        <translation>
            <numerusform>مكتملة، لا خلايا</numerusform>
            <numerusform>مكتملة، خلية واحدة</numerusform>
            <numerusform>مكتملة، خليتان</numerusform>
            <numerusform>مكتملة، %n خلايا</numerusform>
            <numerusform>مكتملة، %n خلية</numerusform>
            <numerusform>مكتملة، %n خلية</numerusform>
        </translation>
    </message>
    <message>
        <source>Island %1:</source>
        <translation>الجزيرة %1:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>البذرة:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>الحجم:</translation>
    </message>
    <message>
        <source>%1 rows x %2 columns</source>
        <translation>%1 × %2 (صفوف × أعمدة)</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>القاعدة:</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>الجزر:</translation>
    </message>
    <message>
        <source>Island sizes:</source>
        <translation>أحجام الجزر:</translation>
    </message>
    <message>
        <source>%1 to %2 cells</source>
        <translation>من %1 إلى %2 من الخلايا</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>الترتيب العشوائي:</translation>
    </message>
    <message>
        <source>on</source>
        <translation>مفعَّل</translation>
    </message>
    <message>
        <source>off</source>
        <translation>معطَّل</translation>
    </message>
    <message>
        <source>Step limit:</source>
        <translation>حد الخطوات:</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>مجموعة البلاطات:</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>لا بلاطات</numerusform>
            <numerusform>بلاطة واحدة</numerusform>
            <numerusform>بلاطتان</numerusform>
            <numerusform>%n بلاطات</numerusform>
            <numerusform>%n بلاطة</numerusform>
            <numerusform>%n بلاطة</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>ملف السيناريو:</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>غير محفوظ</translation>
    </message>
    <message>
        <source>Dungeon map</source>
        <translation>خريطة السرداب</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>خريطة الجزر</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>مفتاح الخريطة</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Settings to reproduce this map</source>
        <translation>إعدادات لإعادة إنتاج هذه الخريطة</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>الدرس</translation>
    </message>
    <message>
        <source>%1: the handout could not be drawn as PDF</source>
        <translation>%1: تعذّر رسم النشرة بصيغة PDF</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>مفتاح الإجابات</translation>
    </message>
    <message>
        <source>Every answer that counts as right, the build&apos;s own first.</source>
        <translation>كل إجابة تُعدّ صحيحة، وإجابة البناء نفسه أولًا.</translation>
    </message>
    <message>
        <source>Grade: the mean of the parts assigned, a part not begun counting 0, rounded half up.</source>
        <translation>الدرجة: متوسط الأجزاء المكلَّف بها، والجزء الذي لم يُبدأ يُحسب 0، مع التقريب إلى الأعلى عند النصف.</translation>
    </message>
    <message>
        <source>Questions: answered right the first time, of the %1 this build asks.</source>
        <translation>الأسئلة: المُجاب عنها صحيحًا من المرة الأولى، من أصل %1 يطرحها هذا البناء.</translation>
    </message>
    <message>
        <source>You Are the Algorithm: right moves less wrong moves and hints (at least 0), of the %1 decisions of this build.</source>
        <translation>أنت الخوارزمية: الحركات الصحيحة ناقص الحركات الخاطئة والتلميحات (0 على الأقل)، من أصل %1 قرارًا في هذا البناء.</translation>
    </message>
    <message>
        <source>Pass mark: %1.</source>
        <translation>درجة النجاح: %1.</translation>
    </message>
</context>
<context>
    <name>PitCommand</name>
    <message numerus="yes">
        <source>Paint %n pit(s)</source>
        <translation>
            <numerusform>رسم حفر: لا شيء</numerusform>
            <numerusform>رسم حفرة واحدة</numerusform>
            <numerusform>رسم حفرتين</numerusform>
            <numerusform>رسم %n حفر</numerusform>
            <numerusform>رسم %n حفرة</numerusform>
            <numerusform>رسم %n حفرة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n pit(s)</source>
        <translation>
            <numerusform>محو حفر: لا شيء</numerusform>
            <numerusform>محو حفرة واحدة</numerusform>
            <numerusform>محو حفرتين</numerusform>
            <numerusform>محو %n حفر</numerusform>
            <numerusform>محو %n حفرة</numerusform>
            <numerusform>محو %n حفرة</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Timeline</source>
        <extracomment>Name of the timeline slider for screen readers</extracomment>
        <translation>الخط الزمني</translation>
    </message>
    <message>
        <source>Drag to show the map after any step</source>
        <translation>اسحب لعرض الخريطة بعد أي خطوة</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <extracomment>Playback speed, 1 (slowest) to 10 (fastest)</extracomment>
        <translation>ال&amp;سرعة:</translation>
    </message>
    <message>
        <source>1: about two steps a second. 10: as fast as the screen allows.</source>
        <translation>1: نحو خطوتين في الثانية. 10: بأقصى سرعة تسمح بها الشاشة.</translation>
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
        <translation>&amp;إبقاء الشيفرة في وضع العرض التقديمي</translation>
    </message>
    <message>
        <source>Presenter mode keeps the Code and Call Stack panels where they are, when the lesson has them</source>
        <translation>يُبقي وضع العرض التقديمي لوحي الشيفرة ومكدس الاستدعاءات في مكانهما، إن كانا في الدرس</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>وضع ال&amp;عرض التقديمي</translation>
    </message>
    <message>
        <source>Full screen with only the map, the timeline and the current step in large type, for a projector (F9 again restores the layout)</source>
        <translation>ملء الشاشة بالخريطة والخط الزمني والخطوة الحالية فقط بخط كبير، لجهاز العرض (F9 مرة أخرى يعيد التخطيط)</translation>
    </message>
    <message>
        <source>The starting map</source>
        <translation>خريطة البداية</translation>
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
        <translation>مسافة</translation>
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
        <translation>اليسار</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>اليمين</translation>
    </message>
</context>
<context>
    <name>QuestionCoach</name>
    <message>
        <source>Question</source>
        <translation>سؤال</translation>
    </message>
    <message>
        <source>Ask &amp;Here</source>
        <translation>اسأل &amp;هنا</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Move</source>
        <translation>اسأل عن ال&amp;حركة التالية</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Cell</source>
        <translation>اسأل عن ال&amp;خلية التالية</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Placement</source>
        <translation>اسأل عن ال&amp;بلاطة التالية</translation>
    </message>
    <message>
        <source>Playback stops after the step shown now and asks this</source>
        <translation>يتوقف التشغيل بعد الخطوة المعروضة الآن ويطرح هذا السؤال</translation>
    </message>
    <message>
        <source>no cell any more</source>
        <translation>لا خلية بعد الآن</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>الصف %1، العمود %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>%1 دون تدوير، في الصف %2، العمود %3</numerusform>
            <numerusform>%1 بتدوير ربع دورة واحد، في الصف %2، العمود %3</numerusform>
            <numerusform>%1 بتدوير ربعي دورة، في الصف %2، العمود %3</numerusform>
            <numerusform>%1 بتدوير %n أرباع دورة، في الصف %2، العمود %3</numerusform>
            <numerusform>%1 بتدوير %n ربع دورة، في الصف %2، العمود %3</numerusform>
            <numerusform>%1 بتدوير %n ربع دورة، في الصف %2، العمود %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 in the log: %2</source>
        <translation>الخطوة %1 في السجل: %2</translation>
    </message>
    <message>
        <source>No step after this one adds a cell.</source>
        <translation>لا توجد بعد هذه الخطوة خطوة تضيف خلية.</translation>
    </message>
    <message numerus="yes">
        <source>First the recursion goes back %n cell(s).</source>
        <translation>
            <numerusform>أولًا لا ترجع العودية أي خلية.</numerusform>
            <numerusform>أولًا ترجع العودية خلية واحدة إلى الوراء.</numerusform>
            <numerusform>أولًا ترجع العودية خليتين إلى الوراء.</numerusform>
            <numerusform>أولًا ترجع العودية %n خلايا إلى الوراء.</numerusform>
            <numerusform>أولًا ترجع العودية %n خلية إلى الوراء.</numerusform>
            <numerusform>أولًا ترجع العودية %n خلية إلى الوراء.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cell is still to be added.</source>
        <translation>ما زالت هناك خلية ستُضاف.</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) were rejected on that cell before this one fit.</source>
        <translation>
            <numerusform>لم يُرفض أي مرشح على تلك الخلية قبل أن يناسبها هذا المرشح.</numerusform>
            <numerusform>رُفض مرشح واحد على تلك الخلية قبل أن يناسبها هذا المرشح.</numerusform>
            <numerusform>رُفض مرشحان على تلك الخلية قبل أن يناسبها هذا المرشح.</numerusform>
            <numerusform>رُفضت %n مرشحات على تلك الخلية قبل أن يناسبها هذا المرشح.</numerusform>
            <numerusform>رُفض %n مرشحًا على تلك الخلية قبل أن يناسبها هذا المرشح.</numerusform>
            <numerusform>رُفض %n مرشح على تلك الخلية قبل أن يناسبها هذا المرشح.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile is still to be placed.</source>
        <translation>ما زالت هناك بلاطة ستُوضع.</translation>
    </message>
    <message>
        <source>Your cell is a pit.</source>
        <translation>خليتك حفرة.</translation>
    </message>
    <message>
        <source>Your cell has a tile already.</source>
        <translation>في خليتك بلاطة بالفعل.</translation>
    </message>
    <message>
        <source>Your cell waits in the fill queue; the cell at its front comes first.</source>
        <translation>خليتك تنتظر في طابور الملء؛ والخلية التي في مقدمته تأتي أولًا.</translation>
    </message>
    <message>
        <source>Your cell is not in the fill queue: only cells beside an open door join it.</source>
        <translation>خليتك ليست في طابور الملء: لا تدخله إلا الخلايا المجاورة لباب مفتوح.</translation>
    </message>
    <message>
        <source>Ask the %1 after step %2</source>
        <translation>اسأل عن %1 بعد الخطوة %2</translation>
    </message>
    <message>
        <source>Remove the question after step %1</source>
        <translation>إزالة السؤال بعد الخطوة %1</translation>
    </message>
    <message numerus="yes">
        <source>Summary: %n question(s) asked</source>
        <translation>
            <numerusform>الملخص: لم يُطرح أي سؤال</numerusform>
            <numerusform>الملخص: طُرح سؤال واحد</numerusform>
            <numerusform>الملخص: طُرح سؤالان</numerusform>
            <numerusform>الملخص: طُرحت %n أسئلة</numerusform>
            <numerusform>الملخص: طُرح %n سؤالًا</numerusform>
            <numerusform>الملخص: طُرح %n سؤال</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>لا إجابات صحيحة</numerusform>
            <numerusform>إجابة صحيحة واحدة</numerusform>
            <numerusform>إجابتان صحيحتان</numerusform>
            <numerusform>%n إجابات صحيحة</numerusform>
            <numerusform>%n إجابة صحيحة</numerusform>
            <numerusform>%n إجابة صحيحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>لا إجابات خاطئة</numerusform>
            <numerusform>إجابة خاطئة واحدة</numerusform>
            <numerusform>إجابتان خاطئتان</numerusform>
            <numerusform>%n إجابات خاطئة</numerusform>
            <numerusform>%n إجابة خاطئة</numerusform>
            <numerusform>%n إجابة خاطئة</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1: %2 صحيحة من %3</translation>
    </message>
    <message numerus="yes">
        <source>Questions: %1 of %n right</source>
        <translation>
            <numerusform>الإجابات الصحيحة: %1 من %n</numerusform>
            <numerusform>الإجابات الصحيحة: %1 من سؤال واحد</numerusform>
            <numerusform>الإجابات الصحيحة: %1 من سؤالين</numerusform>
            <numerusform>الإجابات الصحيحة: %1 من %n أسئلة</numerusform>
            <numerusform>الإجابات الصحيحة: %1 من %n سؤالًا</numerusform>
            <numerusform>الإجابات الصحيحة: %1 من %n سؤال</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %n cell(s), %1</source>
        <translation>
            <numerusform>الصحيح: لا خلايا، %1</numerusform>
            <numerusform>الصحيح: خلية واحدة، %1</numerusform>
            <numerusform>الصحيح: خليتان، %1</numerusform>
            <numerusform>الصحيح: %n خلايا، %1</numerusform>
            <numerusform>الصحيح: %n خلية، %1</numerusform>
            <numerusform>الصحيح: %n خلية، %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <source>next move</source>
        <translation>الحركة التالية</translation>
    </message>
    <message>
        <source>next cell</source>
        <translation>الخلية التالية</translation>
    </message>
    <message>
        <source>next placement</source>
        <translation>البلاطة التالية</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1، دون تدوير</numerusform>
            <numerusform>%1، ربع دورة واحد</numerusform>
            <numerusform>%1، ربعا دورة</numerusform>
            <numerusform>%1، %n أرباع دورة</numerusform>
            <numerusform>%1، %n ربع دورة</numerusform>
            <numerusform>%1، %n ربع دورة</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>صحيح!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>ليس تمامًا.</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>الإجابة: %1</translation>
    </message>
    <message>
        <source>After step %1: %2</source>
        <translation>بعد الخطوة %1: %2</translation>
    </message>
    <message>
        <source>No question now. Questions stop playback at their step; add one with Build &gt; Ask Here.</source>
        <translation>لا سؤال الآن. توقف الأسئلة التشغيل عند خطوتها؛ أضف سؤالًا من بناء &gt; اسأل هنا.</translation>
    </message>
    <message>
        <source>Stop and think: what does step %1 do?</source>
        <translation>توقف وفكّر: ماذا تفعل الخطوة %1؟</translation>
    </message>
    <message>
        <source>Stop and think: which cell is added next? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>توقف وفكّر: أي خلية تُضاف بعد ذلك؟ انقرها على الخريطة، أو حرّك مؤشر الخريطة بمفاتيح الأسهم واضغط Enter.</translation>
    </message>
    <message>
        <source>Stop and think: which cell gets the next tile? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>توقف وفكّر: أي خلية تأخذ البلاطة التالية؟ انقرها على الخريطة، أو حرّك مؤشر الخريطة بمفاتيح الأسهم واضغط Enter.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2?</source>
        <translation>أي بلاطة، وبأي تدوير، توضع في الصف %1، العمود %2؟</translation>
    </message>
    <message>
        <source>A new island&apos;s seed is placed</source>
        <translation>توضع نواة جزيرة جديدة</translation>
    </message>
    <message>
        <source>A cell is added to the island</source>
        <translation>تُضاف خلية إلى الجزيرة</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>ترجع العودية خلية واحدة إلى الوراء</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>بلغت الجزيرة حجمها المستهدف</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>لا يمكن إنماء الجزيرة</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>بُنيت كل الجزر</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>يستسلم البناء: معقد جدًا</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>أ&amp;جب</translation>
    </message>
    <message>
        <source>&amp;No more</source>
        <extracomment>Answer to &quot;which cell is added (gets a tile) next?&quot; when the build adds none any more</extracomment>
        <translation>&amp;لا مزيد</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;متابعة</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>الأسئلة</translation>
    </message>
    <message>
        <source>&amp;Remove Question</source>
        <translation>&amp;حذف السؤال</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>&amp;وضع التدريب</translation>
    </message>
    <message>
        <source>every</source>
        <translation>الفاصل:</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> من الخطوات</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>نواة</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>إضافة</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>Island Complete</source>
        <translation>اكتملت الجزيرة</translation>
    </message>
    <message>
        <source>Island Failed</source>
        <translation>فشلت الجزيرة</translation>
    </message>
    <message>
        <source>All Done</source>
        <translation>انتهى كل شيء</translation>
    </message>
    <message>
        <source>Too Complex</source>
        <translation>معقد جدًا</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Name of the question panel for screen readers (its description is the question)</extracomment>
        <translation>سؤال</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>لا ملفات حديثة</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;ملفات حديثة</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;مسح القائمة</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Change seed to %1</source>
        <translation>تغيير البذرة إلى %1</translation>
    </message>
    <message>
        <source>New seed %1</source>
        <translation>بذرة جديدة %1</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>تغيير الإعدادات</translation>
    </message>
    <message>
        <source>Change number of islands to %1</source>
        <translation>تغيير عدد الجزر إلى %1</translation>
    </message>
    <message>
        <source>Change island sizes</source>
        <translation>تغيير أحجام الجزر</translation>
    </message>
    <message>
        <source>Randomize on</source>
        <translation>تفعيل الترتيب العشوائي</translation>
    </message>
    <message>
        <source>Randomize off</source>
        <translation>تعطيل الترتيب العشوائي</translation>
    </message>
    <message>
        <source>Change rule to Stage %1</source>
        <translation>تغيير القاعدة إلى المرحلة %1</translation>
    </message>
    <message>
        <source>Change step limit</source>
        <translation>تغيير حد الخطوات</translation>
    </message>
    <message>
        <source>Switch to the dungeon lesson</source>
        <translation>الانتقال إلى درس السرداب</translation>
    </message>
    <message>
        <source>Switch to the island lesson</source>
        <translation>الانتقال إلى درس الجزر</translation>
    </message>
    <message>
        <source>Change experiment</source>
        <translation>تغيير التجربة</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>إيقاف المقارنة</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>مقارنة</translation>
    </message>
    <message>
        <source>Change comparison</source>
        <translation>تغيير المقارنة</translation>
    </message>
    <message numerus="yes">
        <source>Sprinkle %n pit(s)</source>
        <extracomment>Undo history: Sprinkle! added %n random pits</extracomment>
        <translation>
            <numerusform>نثر حفر: لا شيء</numerusform>
            <numerusform>نثر حفرة واحدة</numerusform>
            <numerusform>نثر حفرتين</numerusform>
            <numerusform>نثر %n حفر</numerusform>
            <numerusform>نثر %n حفرة</numerusform>
            <numerusform>نثر %n حفرة</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear all pits</source>
        <translation>مسح كل الحفر</translation>
    </message>
    <message>
        <source>Resize grid to %1 × %2</source>
        <extracomment>Undo history; %1 rows, %2 columns</extracomment>
        <translation>تغيير حجم الشبكة إلى %1 × %2</translation>
    </message>
    <message>
        <source>Change lesson properties</source>
        <translation>تغيير خصائص الدرس</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>%1: key &quot;%2&quot;: %3</source>
        <translation>%1: المفتاح &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>قائمة</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>كائن</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>مفقود؛ يُتوقع عدد صحيح من %1 إلى %2</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>يُتوقع عدد صحيح من %1 إلى %2، والموجود %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>يُتوقع true أو false، والموجود %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>يُتوقع نص، والموجود %1</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2 starting %3</source>
        <translation>يُتوقع ألا يزيد عدد الحروف على %1، والموجود %2 يبدأ بـ %3</translation>
    </message>
    <message>
        <source>expected a list of at most %1 questions, got %2</source>
        <translation>تُتوقع قائمة لا يزيد عدد أسئلتها على %1، والموجود %2</translation>
    </message>
    <message>
        <source>a list of length %1</source>
        <translation>قائمة طولها %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>يُتوقع كائن، والموجود %1</translation>
    </message>
    <message>
        <source>expected a list of &quot;%1&quot;, &quot;%2&quot; or both, got %3</source>
        <translation>تُتوقع قائمة من &quot;%1&quot; أو &quot;%2&quot; أو كليهما، والموجود %3</translation>
    </message>
    <message>
        <source>the range %1 to %2 in steps of %3 has more than %4 values</source>
        <translation>المدى من %1 إلى %2 بخطوات قدرها %3 فيه قيم يزيد عددها على %4</translation>
    </message>
    <message>
        <source>expected a list of 1 to %1 tiles, got %2</source>
        <translation>تُتوقع قائمة عدد بلاطاتها من 1 إلى %1، والموجود %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;name&quot; and &quot;doors&quot;, got %1</source>
        <translation>يُتوقع كائن فيه &quot;name&quot; و&quot;doors&quot;، والموجود %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>البلاطة %1</translation>
    </message>
    <message>
        <source>expected at least one tile with doors 255 (a big room), so that every cell can be filled</source>
        <translation>يُتوقع بلاطة واحدة على الأقل فيها doors 255 (غرفة كبيرة)، كي يمكن ملء كل خلية</translation>
    </message>
    <message>
        <source>%1: is a folder; expected a scenario file</source>
        <translation>%1: مجلد؛ يُتوقع ملف سيناريو</translation>
    </message>
    <message>
        <source>%1: is not a regular file (a device or a pipe); expected a scenario file</source>
        <translation>%1: ليس ملفًا عاديًا (جهاز أو أنبوب)؛ يُتوقع ملف سيناريو</translation>
    </message>
    <message>
        <source>%1: is %2 bytes; a scenario file may be at most %3 (%4 bytes)</source>
        <extracomment>%2 and %4 are byte counts, %3 the same limit as 4 MiB</extracomment>
        <translation>%1: حجمه %2 بايت؛ والحد الأقصى لملف السيناريو %3 (%4 بايت)</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: تعذّر الفتح: %2</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: تعذّرت القراءة: %2</translation>
    </message>
    <message>
        <source>%1: is larger than %2, the most a scenario file may be</source>
        <translation>%1: أكبر من %2، وهو الحد الأقصى لملف السيناريو</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1: JSON غير صالح عند البايت %2: %3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: يُتوقع كائن JSON في المستوى الأعلى</translation>
    </message>
    <message>
        <source>expected &quot;mapgen-scenario&quot;, got %1</source>
        <translation>يُتوقع &quot;mapgen-scenario&quot;، والموجود %1</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (1); please update Mapgen Workbench</source>
        <translation>الإصدار %1 أحدث مما يقرؤه هذا البرنامج (1)؛ يُرجى تحديث Mapgen Workbench</translation>
    </message>
    <message>
        <source>expected &quot;island&quot; or &quot;dungeon&quot;, got %1</source>
        <translation>يُتوقع &quot;island&quot; أو &quot;dungeon&quot;، والموجود %1</translation>
    </message>
    <message>
        <source>expected an integer from 0 to 2^53 (or a decimal string up to 2^64-1), got %1</source>
        <translation>يُتوقع عدد صحيح من 0 إلى 2^53 (أو نص عشري حتى 2^64-1)، والموجود %1</translation>
    </message>
    <message>
        <source>a number above 2^53 cannot be read exactly; write the seed as a decimal string, for example &quot;seed&quot;: &quot;9007199254740993&quot;</source>
        <extracomment>2^53 is the largest integer a JSON reader holds exactly</extracomment>
        <translation>لا يمكن قراءة عدد أكبر من 2^53 بدقة؛ اكتب البذرة نصًا عشريًا، مثلًا &quot;seed&quot;: &quot;9007199254740993&quot;</translation>
    </message>
    <message>
        <source>expected a decimal string from 0 to 18446744073709551615, got %1</source>
        <translation>يُتوقع نص عشري من 0 إلى 18446744073709551615، والموجود %1</translation>
    </message>
    <message>
        <source>expected an integer or a decimal string, got %1</source>
        <translation>يُتوقع عدد صحيح أو نص عشري، والموجود %1</translation>
    </message>
    <message>
        <source>expected a list of strings, rows x columns = %1 x %2 characters (&apos;#&apos; for a pit, &apos;.&apos; for open), got %3</source>
        <extracomment>%1 x %2 are rows x columns; %3 what the file has</extracomment>
        <translation>تُتوقع قائمة نصوص بأبعاد الصفوف × الأعمدة = %1 × %2 من الحروف (&apos;#&apos; للحفرة، &apos;.&apos; للخلية المفتوحة)، والموجود %3</translation>
    </message>
    <message>
        <source>expected a string of length %1, got %2</source>
        <translation>يُتوقع نص طوله %1، والموجود %2</translation>
    </message>
    <message>
        <source>expected only &apos;#&apos; and &apos;.&apos;, got &apos;%1&apos; (%2) at column %3</source>
        <extracomment>%1 the character found, %2 its code (U+0078), %3 the column</extracomment>
        <translation>لا يُتوقع إلا &apos;#&apos; و&apos;.&apos;، والموجود &apos;%1&apos; (%2) في العمود %3</translation>
    </message>
    <message>
        <source>expected &quot;6a&quot; or &quot;6b&quot;, got %1</source>
        <translation>يُتوقع &quot;6a&quot; أو &quot;6b&quot;، والموجود %1</translation>
    </message>
    <message>
        <source>expected &quot;step&quot; or &quot;island&quot;, got %1</source>
        <translation>يُتوقع &quot;step&quot; أو &quot;island&quot;، والموجود %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 sizes, got %2</source>
        <translation>المتوقع قائمة من %1 أحجام على الأكثر، والموجود %2</translation>
    </message>
    <message>
        <source>expected sizes &quot;RxC&quot;, each side from 1 to %1, got %2</source>
        <extracomment>RxC: rows x columns, as &quot;16x32&quot;</extracomment>
        <translation>المتوقع أحجام بالصيغة &quot;RxC&quot; (صفوف × أعمدة)، كل ضلع من 1 إلى %1، والموجود %2</translation>
    </message>
    <message>
        <source>expected a list of at most %1 tile subsets, got %2</source>
        <translation>المتوقع قائمة من %1 مجموعات بلاطات جزئية على الأكثر، والموجود %2</translation>
    </message>
    <message>
        <source>expected a list of template numbers from 0 to %1 in ascending order, each once, got %2</source>
        <translation>المتوقع قائمة بأرقام قوالب من 0 إلى %1 تصاعديًّا، كلٌّ مرة واحدة، والموجود %2</translation>
    </message>
    <message>
        <source>expected &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; or &quot;tiles&quot;, got %1</source>
        <translation>يُتوقع &quot;density&quot; أو &quot;islands&quot; أو &quot;min&quot; أو &quot;max&quot; أو &quot;size&quot; أو &quot;tiles&quot;، والموجود %1</translation>
    </message>
    <message>
        <source>expected %1 in a dungeon scenario, got %2</source>
        <translation>يُتوقع %1 في سيناريو سرداب، والموجود %2</translation>
    </message>
    <message>
        <source>expected %1 in an island scenario, got %2</source>
        <translation>يُتوقع %1 في سيناريو جزر، والموجود %2</translation>
    </message>
    <message>
        <source>expected at least one of &quot;questions&quot; and &quot;construct&quot; to be true, got both false</source>
        <extracomment>&quot;questions&quot; and &quot;construct&quot; are key names of the file: not to be translated</extracomment>
        <translation>يُتوقع أن يكون واحد على الأقل من &quot;questions&quot; و&quot;construct&quot; بقيمة true، والموجود أن كليهما false</translation>
    </message>
</context>
<context>
    <name>ScormPackage</name>
    <message>
        <source>this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>هذه النسخة من mapgen لا تتضمن مشغّل دروس الويب (بُنيت دون emscripten)</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Steps:</source>
        <translation>الخطوات:</translation>
    </message>
    <message>
        <source>Adds:</source>
        <extracomment>Statistics: ADD entries up to the current step</extracomment>
        <translation>الإضافات:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>مرات الرجوع:</translation>
    </message>
    <message>
        <source>Current depth:</source>
        <translation>العمق الحالي:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Statistics: how the build ended (or that it is still running)</extracomment>
        <translation>النتيجة:</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>الجزيرة</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>المستهدف</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>المآل</translation>
    </message>
    <message>
        <source>Islands</source>
        <extracomment>Name of the per-island statistics table for screen readers</extracomment>
        <translation>الجزر</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 من %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>لم يُبنَ بعد: اضغط «ابدأ»</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>جارٍ البناء…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>انتهى</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>قيد التنفيذ</translation>
    </message>
    <message>
        <source>Too complex: the step limit was reached</source>
        <translation>معقد جدًا: بُلغ حد الخطوات</translation>
    </message>
</context>
<context>
    <name>TileDrawing</name>
    <message>
        <source>Tile</source>
        <extracomment>Name of the large tile picture for screen readers</extracomment>
        <translation>البلاطة</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>لم تُحدَّد أي خلية</translation>
    </message>
    <message>
        <source>A pit: never filled</source>
        <translation>حفرة: لا تُملأ أبدًا</translation>
    </message>
    <message>
        <source>Solid rock: never queued</source>
        <translation>صخر صلب: لم يدخل الطابور قط</translation>
    </message>
    <message>
        <source>Not filled yet. May open: %1. Must open: %2.</source>
        <extracomment>%1, %2: lists of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>لم تُملأ بعد. يجوز أن تفتح: %1. يجب أن تفتح: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Open half-doors: %1</source>
        <extracomment>%1: a list of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>أنصاف الأبواب المفتوحة: %1</translation>
    </message>
    <message>
        <source>Click a half-door to open or close it (or Tab here, pick one with the arrow keys and press Space).</source>
        <translation>انقر نصف باب لفتحه أو إغلاقه (أو انتقل إلى هنا بمفتاح Tab، واختر نصف باب بمفاتيح الأسهم، واضغط مفتاح المسافة).</translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>عند الخطوة:</translation>
    </message>
    <message>
        <source>Doors:</source>
        <extracomment>Inspector: the half-doors the cell&apos;s tile has open</extracomment>
        <translation>الأبواب:</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>القالب:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <extracomment>Inspector: half-doors an unfilled cell may still open</extracomment>
        <translation>المسموحة:</translation>
    </message>
    <message>
        <source>Required:</source>
        <extracomment>Inspector: half-doors its filled neighbours opened towards the cell</extracomment>
        <translation>المطلوبة:</translation>
    </message>
    <message>
        <source>Hexadecimal, then binary from LU (bit 7) down to UL (bit 0).</source>
        <translation>بالنظام الست عشري، ثم بالثنائي من LU (البت 7) نزولًا إلى UL (البت 0).</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>المرشحات</translation>
    </message>
    <message>
        <source>Candidates for the selected cell</source>
        <extracomment>Name of the candidate list for screen readers</extracomment>
        <translation>مرشحات الخلية المحددة</translation>
    </message>
    <message>
        <source>%1 (binary %2)</source>
        <extracomment>Inspector: a half-door mask; %1 hexadecimal (0xFC), %2 binary (1111 1100)</extracomment>
        <translation>%1 (بالثنائي %2)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>القالب %1</translation>
    </message>
    <message>
        <source>%1, rotation %2</source>
        <extracomment>Inspector: a candidate; %1 template name, %2 quarter turns clockwise (0..3)</extracomment>
        <translation>%1، التدوير %2</translation>
    </message>
    <message>
        <source>No cell selected: click a cell of the dungeon map.</source>
        <translation>لم تُحدَّد أي خلية: انقر خلية في خريطة السرداب.</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Inspector heading: row and column of the selected cell, then what it is</extracomment>
        <translation>الصف %1، العمود %2</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>حفرة</translation>
    </message>
    <message>
        <source>start, filled</source>
        <translation>البداية، مملوءة</translation>
    </message>
    <message>
        <source>end, filled</source>
        <translation>النهاية، مملوءة</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>مملوءة</translation>
    </message>
    <message>
        <source>queued, not filled yet</source>
        <translation>في الطابور، لم تُملأ بعد</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>صخر</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Inspector: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 من %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, rotation %n (quarter turns clockwise)</source>
        <extracomment>Inspector: %1 template name, %n quarter turns clockwise</extracomment>
        <translation>
            <numerusform>%1، التدوير %n (دون تدوير)</numerusform>
            <numerusform>%1، التدوير %n (ربع دورة واحد باتجاه عقارب الساعة)</numerusform>
            <numerusform>%1، التدوير %n (ربعا دورة باتجاه عقارب الساعة)</numerusform>
            <numerusform>%1، التدوير %n (أرباع دورة باتجاه عقارب الساعة)</numerusform>
            <numerusform>%1، التدوير %n (ربع دورة باتجاه عقارب الساعة)</numerusform>
            <numerusform>%1، التدوير %n (ربع دورة باتجاه عقارب الساعة)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pits are never filled and take part in nothing.</source>
        <translation>الحفر لا تُملأ أبدًا ولا تشارك في شيء.</translation>
    </message>
    <message>
        <source>Start and end always get the big room; no candidates are checked.</source>
        <translation>تحصل البداية والنهاية دائمًا على الغرفة الكبيرة؛ ولا تُفحص أي مرشحات.</translation>
    </message>
    <message>
        <source>Waiting in the fill queue: its candidates are not checked yet.</source>
        <translation>تنتظر في طابور الملء: لم تُفحص مرشحاتها بعد.</translation>
    </message>
    <message>
        <source>No candidates checked for this cell at this step.</source>
        <translation>لم تُفحص أي مرشحات لهذه الخلية في هذه الخطوة.</translation>
    </message>
    <message>
        <source>In the order they are checked; one valid candidate is drawn at random.</source>
        <translation>بترتيب فحصها؛ ويُسحب مرشح صالح واحد عشوائيًا.</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>لم يُفحص بعد</translation>
    </message>
    <message>
        <source>valid (not drawn)</source>
        <translation>صالح (لم يُسحب)</translation>
    </message>
    <message>
        <source>✔ chosen</source>
        <extracomment>Inspector: the valid candidate that was drawn and placed</extracomment>
        <translation>✔ مختار</translation>
    </message>
    <message>
        <source>✘ rejected: a required side is not answered</source>
        <translation>✘ مرفوض: جانب مطلوب بلا جواب</translation>
    </message>
    <message>
        <source>✘ rejected: would cut the last start-to-end path</source>
        <translation>✘ مرفوض: سيقطع آخر مسار من البداية إلى النهاية</translation>
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
        <translation>تظهر مرشحاتها بعد الإجابة عن السؤال.</translation>
    </message>
</context>
<context>
    <name>TileSetPanel</name>
    <message>
        <source>Each template may be placed in any of its four rotations (shown left to right: 0, 1, 2 and 3 quarter turns clockwise). Click a half-door of the selected template to open or close it.</source>
        <translation>يمكن وضع كل قالب بأي من تدويراته الأربعة (معروضة من اليسار إلى اليمين: 0 و1 و2 و3 أرباع دورة باتجاه عقارب الساعة). انقر نصف باب في القالب المحدد لفتحه أو إغلاقه.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <extracomment>Button: add a tile template to the scenario&apos;s tile set</extracomment>
        <translation>إ&amp;ضافة</translation>
    </message>
    <message>
        <source>Add a template (at most %1)</source>
        <translation>إضافة قالب (%1 على الأكثر)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Remove the selected template</source>
        <translation>حذف القالب المحدد</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>&amp;إعادة تسمية</translation>
    </message>
    <message>
        <source>Rename the selected template (or double-click its name)</source>
        <translation>إعادة تسمية القالب المحدد (أو انقر اسمه نقرًا مزدوجًا)</translation>
    </message>
    <message>
        <source>Tile templates</source>
        <extracomment>Name of the template list for screen readers</extracomment>
        <translation>قوالب البلاطات</translation>
    </message>
    <message>
        <source>Selected template</source>
        <translation>القالب المحدد</translation>
    </message>
    <message>
        <source>A tile set needs at least one template.</source>
        <translation>تحتاج مجموعة البلاطات إلى قالب واحد على الأقل.</translation>
    </message>
    <message>
        <source>A tile set holds at most %1 templates.</source>
        <translation>الحد الأقصى لعدد القوالب في مجموعة البلاطات %1.</translation>
    </message>
    <message>
        <source>A template needs at least one half-door.</source>
        <translation>يحتاج القالب إلى نصف باب واحد على الأقل.</translation>
    </message>
    <message>
        <source>The tile set must keep a big room (all eight half-doors open, 0xFF): it is placed on start and end, and it is what lets every queued cell be filled.</source>
        <translation>يجب أن تحتفظ مجموعة البلاطات بغرفة كبيرة (أنصاف الأبواب الثمانية كلها مفتوحة، 0xFF): فهي توضع على البداية والنهاية، وبها وحدها يمكن ملء كل خلية في الطابور.</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>يحتاج القالب إلى اسم.</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>Name of a newly added tile template; %1 its number, from 1</extracomment>
        <translation>القالب %1</translation>
    </message>
    <message>
        <source>Add template</source>
        <extracomment>Undo history: a tile template was added</extracomment>
        <translation>إضافة قالب</translation>
    </message>
    <message>
        <source>Remove template %1</source>
        <extracomment>Undo history: %1 the removed template&apos;s name, in quotes</extracomment>
        <translation>حذف القالب %1</translation>
    </message>
    <message>
        <source>Rename template %1</source>
        <translation>إعادة تسمية القالب %1</translation>
    </message>
    <message>
        <source>Open half-door %1 of %2</source>
        <extracomment>Undo history: %1 half-door name (UL ... LU), %2 template name in quotes</extracomment>
        <translation>فتح نصف الباب %1 في %2</translation>
    </message>
    <message>
        <source>Close half-door %1 of %2</source>
        <translation>إغلاق نصف الباب %1 في %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a template: %1 its name, %2 its half-door mask</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No template selected</source>
        <translation>لم يُحدَّد أي قالب</translation>
    </message>
    <message>
        <source>Template %1</source>
        <extracomment>Heading above the large picture of the selected template; %1 its name</extracomment>
        <translation>القالب %1</translation>
    </message>
    <message>
        <source>A template&apos;s name has at most %1 characters.</source>
        <translation>لا يزيد اسم القالب على %1 حرفًا.</translation>
    </message>
</context>
<context>
    <name>WebLessonExporter</name>
    <message>
        <source>%1: this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>%1: هذه النسخة من mapgen لا تتضمن مشغّل دروس الويب (بُنيت دون emscripten)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>الخريطة</translation>
    </message>
    <message>
        <source>The map at the step shown</source>
        <translation>الخريطة عند الخطوة المعروضة</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>التشغيل</translation>
    </message>
    <message>
        <source>First</source>
        <translation>إلى البداية</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>خطوة للخلف</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>خطوة للأمام</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>إلى النهاية</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>السرعة</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>الخط الزمني</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>الدرس</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>سؤال</translation>
    </message>
    <message>
        <source>Recursion log</source>
        <translation>سجل العودية</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>الجزر</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>الحجم الأدنى</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>الحجم الأقصى</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>القاعدة</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>ترتيب عشوائي</translation>
    </message>
    <message>
        <source>Step limit</source>
        <translation>حد الخطوات</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>البذرة</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>الحفر</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>حفرة</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>ممحاة</translation>
    </message>
    <message>
        <source>Undo stroke</source>
        <translation>التراجع عن آخر رسم</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>الألوان</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>قياسية</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>آمنة لعمى الألوان (أوكابي–إيتو)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>ابدأ</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>إضافة</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>Island complete</source>
        <translation>اكتملت الجزيرة</translation>
    </message>
    <message>
        <source>Island failed</source>
        <translation>فشلت الجزيرة</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>انتهى كل شيء</translation>
    </message>
    <message>
        <source>Too complex</source>
        <translation>معقد جدًا</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1، دون تدوير</numerusform>
            <numerusform>%1، ربع دورة واحد</numerusform>
            <numerusform>%1، ربعا دورة</numerusform>
            <numerusform>%1، %n أرباع دورة</numerusform>
            <numerusform>%1، %n ربع دورة</numerusform>
            <numerusform>%1، %n ربع دورة</numerusform>
        </translation>
    </message>
    <message>
        <source>complete (size %1)</source>
        <translation>مكتملة (الحجم %1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>جارٍ البناء…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>جاهز</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>الخطوة %1 من %2</translation>
    </message>
    <message>
        <source>Mapgen lesson</source>
        <translation>درس Mapgen</translation>
    </message>
    <message>
        <source>These settings cannot be built.</source>
        <translation>لا يمكن البناء بهذه الإعدادات.</translation>
    </message>
    <message>
        <source>Not enough memory for this build; lower the step limit.</source>
        <translation>الذاكرة غير كافية لهذا البناء؛ اخفض حد الخطوات.</translation>
    </message>
    <message>
        <source>Ignored in the address: %1</source>
        <translation>تم تجاهل ما يلي في العنوان: %1</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>البذرة عدد صحيح من 0 إلى 18446744073709551615.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>الخطوات</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>مرات الرجوع</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>done</source>
        <translation>انتهى</translation>
    </message>
    <message>
        <source>too complex</source>
        <translation>معقد جدًا</translation>
    </message>
    <message>
        <source>Island %1</source>
        <translation>الجزيرة %1</translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>البلاطات الموضوعة</translation>
    </message>
    <message>
        <source>Candidates rejected</source>
        <translation>المرشحات المرفوضة</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>ماذا تفعل الخوارزمية بعد ذلك؟</translation>
    </message>
    <message>
        <source>Which cell is added next? Click it on the map.</source>
        <translation>أي خلية تُضاف بعد ذلك؟ انقرها على الخريطة.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then click its cell.</source>
        <translation>أين توضع البلاطة التالية؟ اختر البلاطة، ثم انقر خليتها.</translation>
    </message>
    <message>
        <source>Click the cell on the map, or:</source>
        <translation>انقر الخلية على الخريطة، أو:</translation>
    </message>
    <message>
        <source>None any more</source>
        <translation>لا شيء بعد الآن</translation>
    </message>
    <message>
        <source>Tile and rotation</source>
        <translation>البلاطة والتدوير</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>صحيح!</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>النتيجة: %1 من %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>a move: an island&apos;s first cell is placed</comment>
        <translation>نواة</translation>
    </message>
    <message>
        <source>Density</source>
        <extracomment>Share of the open cells that Sprinkle! turns into pits</extracomment>
        <translation>الكثافة</translation>
    </message>
    <message>
        <source>Sprinkle!</source>
        <extracomment>Button: scatters random pits over the open cells at the density</extracomment>
        <translation>نثر!</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button: stops a build under way; the map shown before it stays</extracomment>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Build cancelled: the map before it stays.</source>
        <translation>أُلغي البناء: تبقى الخريطة السابقة.</translation>
    </message>
    <message>
        <source>Build cancelled: press Start to build again.</source>
        <translation>أُلغي البناء: اضغط ابدأ للبناء من جديد.</translation>
    </message>
    <message>
        <source>%1 answers count as right: %2</source>
        <extracomment>After a wrong answer: how many answers count as right (always 2 or more), and the first of them</extracomment>
        <translation>عدد الإجابات التي تُعدّ صحيحة: %1: %2</translation>
    </message>
    <message>
        <source>Given more than once in the address: %1 (the first counts).</source>
        <extracomment>%1: the keys of the page&apos;s address given more than once, e.g. &quot;seed&quot;</extracomment>
        <translation>مذكور أكثر من مرة في العنوان: %1 (يُعتمد الأول).</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2.</source>
        <extracomment>Beside a refused setting: %1 and %2 are its smallest and largest value</extracomment>
        <translation>عدد صحيح من %1 إلى %2.</translation>
    </message>
    <message>
        <source>Map view</source>
        <extracomment>The tool bar of buttons that zoom and move the map</extracomment>
        <translation>عرض الخريطة</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>تكبير</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>تصغير</translation>
    </message>
    <message>
        <source>Whole map</source>
        <extracomment>Button: zooms out to show the whole map</extracomment>
        <translation>الخريطة كاملة</translation>
    </message>
    <message>
        <source>Pan</source>
        <extracomment>Toggle button: while on, dragging on the map moves the part shown</extracomment>
        <translation>تحريك</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter answers.</source>
        <extracomment>How to answer a question about a cell with the keyboard</extracomment>
        <translation>على الخريطة تحرّك الأسهم المؤشر ويجيب مفتاح Enter.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <extracomment>Button: copies the page&apos;s address, which keeps the pits and settings</extracomment>
        <translation>نسخ الرابط</translation>
    </message>
    <message>
        <source>Link to this lesson with your pits and settings</source>
        <translation>رابط هذا الدرس مع حفرك وإعداداتك</translation>
    </message>
    <message>
        <source>The pits have changed: press Start to build with them.</source>
        <extracomment>Status: pits were painted over a finished build; they are drawn, not yet built</extracomment>
        <translation>تغيّرت الحفر: اضغط ابدأ للبناء بها.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>نُسخ الرابط.</translation>
    </message>
    <message>
        <source>This browser lets no page copy: the link is selected in the box, copy it from there.</source>
        <translation>لا يسمح هذا المتصفح للصفحات بالنسخ: الرابط محدد في المربع، انسخه من هناك.</translation>
    </message>
    <message>
        <source>Download result</source>
        <extracomment>You Are the Algorithm: the button that saves the result file (a download)</extracomment>
        <translation>تنزيل النتيجة</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>You Are the Algorithm, dungeons: the button that places the chosen tile</extracomment>
        <translation>ضع</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm in the web lesson, islands: %1 the step, %2 how many</extracomment>
        <translation>الخطوة %1 من %2: ماذا تفعل الخوارزمية الآن؟ انقر الخلية التي تضيفها (أو النواة التي تضعها)، أو اختر حركة.</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter chooses the cell.</source>
        <extracomment>You Are the Algorithm: how to choose a cell with the keyboard</extracomment>
        <translation>على الخريطة تحرّك الأسهم المؤشر ويختار مفتاح Enter الخلية.</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (click it)</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when a cell is to be added</extracomment>
        <translation>الخلية الحالية ما زال لديها مرشَّح لم يُجرَّب (انقره)</translation>
    </message>
    <message>
        <source>island %1 has reached its size</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when the island is complete; %1 the island</extracomment>
        <translation>بلغت الجزيرة %1 حجمها</translation>
    </message>
    <message>
        <source>Moves: %1 · right: %2 · wrong: %3 · hints: %4</source>
        <extracomment>You Are the Algorithm in the web lesson: the counts so far</extracomment>
        <translation>الحركات: %1 · الصحيحة: %2 · الخاطئة: %3 · التلميحات: %4</translation>
    </message>
    <message>
        <source>Result: %1 moves, %2 right, %3 wrong, %4 hints, %5 seconds.</source>
        <extracomment>You Are the Algorithm in the web lesson: the result; %5 is seconds</extracomment>
        <translation>النتيجة: الحركات: %1، الصحيحة: %2، الخاطئة: %3، التلميحات: %4، الثواني: %5.</translation>
    </message>
    <message>
        <source>Shown when you have made the last step or stopped.</source>
        <extracomment>Instead of the statistics while the student makes the steps (they tell how the build ends)</extracomment>
        <translation>تظهر بعد أن تنفّذ الخطوة الأخيرة أو تتوقف.</translation>
    </message>
    <message>
        <source>Why this cell?</source>
        <extracomment>Web lesson: the heading of the panel that explains the cell tapped or hovered</extracomment>
        <translation>لماذا هذه الخلية؟</translation>
    </message>
    <message>
        <source>Tap a cell of the map, or point at it, to see why it is or is not a candidate now.</source>
        <extracomment>Web lesson: the why panel before a cell was tapped or hovered</extracomment>
        <translation>المس خلية على الخريطة أو أشِر إليها لترى لماذا هي مرشَّحة الآن أو لا.</translation>
    </message>
    <message>
        <source>No call is active.</source>
        <extracomment>Web lesson: the Call Stack panel when no call is active</extracomment>
        <translation>لا يوجد استدعاء نشط.</translation>
    </message>
    <message>
        <source>… and %1 more queued</source>
        <extracomment>Web lesson, Call Stack (dungeon): more queued cells than listed; %1 how many more</extracomment>
        <translation>… و%1 أخرى في الطابور</translation>
    </message>
    <message>
        <source>… %1 calls below, from the seed&apos;s</source>
        <extracomment>Web lesson, Call Stack: the outer calls not listed (the deepest 50 are); %1 how many</extracomment>
        <translation>… %1 من الاستدعاءات أدناه، بدءًا من استدعاء النواة</translation>
    </message>
    <message>
        <source>Joining the class…</source>
        <translation>جارٍ الانضمام إلى الصف…</translation>
    </message>
    <message>
        <source>Following the lecturer</source>
        <translation>تتابع المحاضر</translation>
    </message>
    <message>
        <source>Looking around on your own</source>
        <translation>تستكشف بنفسك</translation>
    </message>
    <message>
        <source>Follow the lecturer</source>
        <extracomment>Button: back to the lecturer&apos;s step and map</extracomment>
        <translation>تابع المحاضر</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>رمز الانضمام</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>انضم</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s.</source>
        <translation>رمز الانضمام هذا ليس رمز هذا الصف.</translation>
    </message>
    <message>
        <source>The class is full: no more students can join.</source>
        <translation>الصف ممتلئ: لا يمكن أن ينضم مزيد من الطلاب.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>انتهى الصف.</translation>
    </message>
    <message>
        <source>Connection lost: joining again…</source>
        <translation>انقطع الاتصال: جارٍ الانضمام من جديد…</translation>
    </message>
    <message>
        <source>Your answer: %1. Wait for the reveal.</source>
        <translation>إجابتك: %1. انتظر الكشف.</translation>
    </message>
    <message>
        <source>You have answered this question. Wait for the reveal.</source>
        <translation>لقد أجبت عن هذا السؤال. انتظر الكشف.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>لم تُجب.</translation>
    </message>
    <message>
        <source>%1% of the room was right.</source>
        <translation>أجاب %1% من القاعة إجابة صحيحة.</translation>
    </message>
    <message>
        <source>not started (size %1)</source>
        <translation>لم تبدأ (الحجم %1)</translation>
    </message>
    <message>
        <source>growing (size %1)</source>
        <translation>تنمو (الحجم %1)</translation>
    </message>
    <message>
        <source>removed: too complex (size %1)</source>
        <translation>أُزيلت: معقد جدًا (الحجم %1)</translation>
    </message>
    <message>
        <source>failed: no room for a seed (size %1)</source>
        <translation>فشلت: لا مكان لنواة (الحجم %1)</translation>
    </message>
    <message>
        <source>failed: not enough reachable water (size %1)</source>
        <translation>فشلت: لا يكفي الماء الذي يمكن بلوغه (الحجم %1)</translation>
    </message>
    <message>
        <source>failed: dead end (size %1)</source>
        <translation>فشلت: طريق مسدود (الحجم %1)</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <extracomment>A question&apos;s verdict on a wrong answer; the right answer and the reason follow</extracomment>
        <translation>ليس تمامًا.</translation>
    </message>
    <message>
        <source>Shown once the question is answered.</source>
        <extracomment>While a question is open: the statistics would tell how the build ends</extracomment>
        <translation>تظهر بعد الإجابة عن السؤال.</translation>
    </message>
    <message>
        <source>Nothing is recorded: this lesson is not opened from a learning platform.</source>
        <extracomment>One line on a graded lesson opened outside a learning platform (Moodle, Canvas)</extracomment>
        <translation>لا يُسجَّل شيء: هذا الدرس غير مفتوح من منصة تعليمية.</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Statistics: the build&apos;s result at the step shown, before its last step</extracomment>
        <translation>قيد التنفيذ</translation>
    </message>
    <message>
        <source>This device is in the class %1 times already (other tabs or browsers): close one of them to join here.</source>
        <extracomment>%1: how many students one device (one network address) may be in a class</extracomment>
        <translation>هذا الجهاز في الصف %1 مرات بالفعل (علامات تبويب أو متصفحات أخرى): أغلق إحداها للانضمام هنا.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from this network: joining again in %1 s.</source>
        <extracomment>%1: seconds to wait</extracomment>
        <translation>وصلت رموز انضمام خاطئة كثيرة من هذه الشبكة: ستُعاد المحاولة بعد %1 ث.</translation>
    </message>
    <message>
        <source>The class goes on in another tab or window of this device.</source>
        <translation>يستمر الصف في علامة تبويب أو نافذة أخرى على هذا الجهاز.</translation>
    </message>
    <message>
        <source>Your answer: %1. It has been counted. Wait for the reveal.</source>
        <extracomment>The workbench has received the student&apos;s answer and counted it</extracomment>
        <translation>إجابتك: %1. احتُسبت. انتظر الكشف.</translation>
    </message>
    <message>
        <source>The learning platform did not answer (%1): what you do may not be recorded.</source>
        <extracomment>%1: the call of the learning platform&apos;s SCORM interface that failed, e.g. LMSGetValue</extracomment>
        <translation>لم تستجب المنصة التعليمية (%1): قد لا يُسجَّل ما تفعله.</translation>
    </message>
    <message>
        <source>Not restored as stored: %1 of %2 saved entries, which the rule book could not confirm.</source>
        <extracomment>On resuming a graded lesson: %1 of the %2 entries the platform stored (answers, You Are the Algorithm&apos;s counts) were not what the rule book finds</extracomment>
        <translation>لم يُستعَد كما حُفظ: %1 من %2 من المدخلات المحفوظة، لم تتمكن القواعد من تأكيدها.</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <extracomment>The grade the learning platform gets, %1 0 to 100; %2 how it is made</extracomment>
        <translation>الدرجة %1: %2</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <extracomment>The grade when the build asks nothing to count</extracomment>
        <translation>الدرجة %1</translation>
    </message>
    <message>
        <source>questions %1 of %2</source>
        <extracomment>A part of the grade: the questions answered right the first time, of those asked</extracomment>
        <translation>الأسئلة %1 من %2</translation>
    </message>
    <message>
        <source>You Are the Algorithm %1 of %2 moves</source>
        <extracomment>A part of the grade: max(0, right - wrong - hints) of the build&apos;s decisions</extracomment>
        <translation>أنت الخوارزمية %1 من %2 حركة</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Two parts of the grade, one after the other</extracomment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>Which cell is added next? Tap it on the map.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>أي خلية تُضاف بعد ذلك؟ المسها على الخريطة.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then tap its cell.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>أين توضع البلاطة التالية؟ اختر البلاطة، ثم المس خليتها.</translation>
    </message>
    <message>
        <source>Tap the cell on the map, or:</source>
        <extracomment>Web lesson on a touch screen: how to answer a question about a cell</extracomment>
        <translation>المس الخلية على الخريطة، أو:</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Tap the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm on a touch screen, islands: %1 the step, %2 how many</extracomment>
        <translation>الخطوة %1 من %2: ماذا تفعل الخوارزمية الآن؟ المس الخلية التي تضيفها (أو النواة التي تضعها)، أو اختر حركة.</translation>
    </message>
    <message>
        <source>Step %1 of %2: tap the cell that gets the next tile.</source>
        <extracomment>You Are the Algorithm on a touch screen, dungeons: %1 the step, %2 how many</extracomment>
        <translation>الخطوة %1 من %2: المس الخلية التي تأخذ البلاطة التالية.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong; %1 the island</extracomment>
        <translation>الجزيرة %1 هي التالية وتحتاج إلى نواة (المسها)</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong when a cell is to be added</extracomment>
        <translation>الخلية الحالية ما زال لديها مرشَّح لم يُجرَّب (المسه)</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>Web lesson on a phone: the button that unfolds the answered question&apos;s panel</extracomment>
        <translation>المزيد</translation>
    </message>
    <message>
        <source>Less</source>
        <extracomment>Web lesson on a phone: the button that folds the answered question&apos;s panel to one line</extracomment>
        <translation>أقل</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>تشغيل أو إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Step back or on (outside the map)</source>
        <translation>خطوة للخلف أو للأمام (خارج الخريطة)</translation>
    </message>
    <message>
        <source>On the map: move the cursor from cell to cell</source>
        <translation>على الخريطة: تحريك المؤشر من خلية إلى خلية</translation>
    </message>
    <message>
        <source>On the map: answer a question with the cursor&apos;s cell, or make your move with it</source>
        <translation>على الخريطة: الإجابة عن سؤال بخلية المؤشر، أو القيام بحركتك بها</translation>
    </message>
    <message>
        <source>On the map: put a pit on the cursor&apos;s cell</source>
        <translation>على الخريطة: وضع حفرة في خلية المؤشر</translation>
    </message>
    <message>
        <source>On the map: take the pit away from the cursor&apos;s cell</source>
        <translation>على الخريطة: إزالة الحفرة من خلية المؤشر</translation>
    </message>
    <message>
        <source>On the map: why the cursor&apos;s cell is what it is (Why this cell?)</source>
        <translation>على الخريطة: لماذا خلية المؤشر على ما هي عليه (لماذا هذه الخلية؟)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <extracomment>The heading of the page&apos;s list of keys</extracomment>
        <translation>لوحة المفاتيح</translation>
    </message>
    <message>
        <source>%1, the tile just placed</source>
        <translation>%1، البلاطة الموضوعة للتو</translation>
    </message>
    <message>
        <source>%1, its candidates being checked</source>
        <translation>%1، يجري فحص مرشحاتها</translation>
    </message>
    <message>
        <source>%1, half-doors just clipped</source>
        <translation>%1، أنصاف أبواب قُصّت للتو</translation>
    </message>
    <message>
        <source>%1, just queued</source>
        <translation>%1، أُضيفت إلى الطابور للتو</translation>
    </message>
    <message>
        <source>Island patterns at every size</source>
        <translation>أنماط الجزر بكل الأحجام</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mapgen Workbench: step-by-step lessons in procedural map generation. Watch islands grow by recursive backtracking and dungeons fill tile by tile, step forwards and backwards, and paint pits.</source>
        <translation>Mapgen Workbench: دروس خطوة بخطوة في التوليد الإجرائي للخرائط. شاهد الجزر تنمو بالتراجع العودي والسراديب تمتلئ بلاطةً بلاطة، وتنقّل بين الخطوات إلى الأمام وإلى الخلف، وارسم الحفر.</translation>
    </message>
    <message>
        <source>A scenario file (*.mapgen.json) to open. Without one, the built-in demo opens.</source>
        <translation>ملف سيناريو (*.mapgen.json) لفتحه. من دونه يُفتح السيناريو التجريبي المدمج.</translation>
    </message>
    <message>
        <source>Mapgen Workbench</source>
        <translation>Mapgen Workbench</translation>
    </message>
    <message>
        <source>Start the live class at once and print its address (&quot;class: URL&quot;).</source>
        <translation>بدء الصف المباشر فورًا وطباعة عنوانه (&quot;class: URL&quot;).</translation>
    </message>
    <message>
        <source>The address the class listens on (default: all).</source>
        <translation>العنوان الذي يستمع عليه الصف (الافتراضي: الكل).</translation>
    </message>
    <message>
        <source>The class&apos;s port (default: a free one).</source>
        <translation>منفذ الصف (الافتراضي: منفذ شاغر).</translation>
    </message>
    <message>
        <source>Not an IP address: %1</source>
        <translation>ليس عنوان IP: %1</translation>
    </message>
    <message>
        <source>Not a port: %1</source>
        <translation>ليس منفذًا: %1</translation>
    </message>
    <message>
        <source>Keep the class&apos;s answers in this file as they arrive, and make it the class results (CSV) when the class ends. Given again after a crash, the class goes on.</source>
        <translation>احفظ إجابات الصف في هذا الملف فور وصولها، واجعله نتائج الصف (CSV) عند انتهاء الصف. إن أُعطي مجددًا بعد انهيار، يستمر الصف.</translation>
    </message>
    <message>
        <source>%1: its last line was written only in part (the workbench stopped while writing it) and is left out.</source>
        <translation>%1: كُتب سطره الأخير جزئيًا فقط (توقف البرنامج أثناء كتابته) فأُهمل.</translation>
    </message>
</context>
</TS>
