import { MAINTENANCE_PLANS, formatUsd } from '@contract/catalogue';
import type { BlogSeed } from './blog-seed';

export const maintenancePost: BlogSeed = {
  key: 'website-maintenance',
  slug: 'website-maintenance-what-it-covers',
  title: 'What Website Maintenance Actually Covers (and Why It Pays for Itself)',
  excerpt:
    'A website is not finished on launch day. Here is what quietly breaks when nobody looks after it, a realistic maintenance schedule, and how to decide whether to do it yourself.',
  tags: ['Maintenance', 'Security', 'Hosting'],
  status: 'published',
  daysAgo: 33,
  translations: {
    es: {
      title: 'Qué cubre de verdad el mantenimiento web (y por qué se paga solo)',
      excerpt:
        'Una web no está terminada el día del lanzamiento. Qué se estropea sin hacer ruido cuando nadie la cuida, un calendario de mantenimiento realista y cómo decidir si hacerlo usted mismo.',
      content: `
<p>El día del lanzamiento parece la meta, pero una web se parece más a un coche que a un folleto: solo sigue funcionando si alguien la cuida. La mayoría de los sitios que nos piden rescatar no los atacó nadie especialmente astuto. Simplemente se dejaron a su suerte hasta que algo caducó, se rompió o se quedó atrás.</p>

<h2>Qué se rompe cuando nadie mira</h2>
<ul>
  <li><strong>Actualizaciones de software.</strong> Los gestores de contenido, los temas y los plugins publican parches de seguridad cada mes. Los escáneres automáticos encuentran los sitios sin parchear en cuestión de días.</li>
  <li><strong>Certificados y dominios.</strong> Un certificado SSL caducado muestra a los visitantes un aviso a pantalla completa; un dominio caducado lo puede comprar otra persona.</li>
  <li><strong>Formularios de contacto.</strong> Basta con un cambio de contraseña del correo o un filtro antispam más estricto para que las consultas dejen de llegar sin avisar. Solo se nota cuando el teléfono deja de sonar.</li>
  <li><strong>Copias de seguridad.</strong> Muchos proveedores guardan solo unos pocos días de copias, y nadie ha probado nunca a restaurar una.</li>
  <li><strong>Contenido.</strong> Precios antiguos, el horario del año pasado y empleados que se fueron hace años restan confianza y, a veces, dinero.</li>
</ul>

<h2>Un calendario de mantenimiento realista</h2>
<table>
  <thead><tr><th>Tarea</th><th>Frecuencia</th></tr></thead>
  <tbody>
    <tr><td>Monitorización de disponibilidad con alertas</td><td>Continua</td></tr>
    <tr><td>Actualizaciones de seguridad del CMS, el tema y los plugins</td><td>Semanal</td></tr>
    <tr><td>Copia de seguridad externa, con restauración de prueba</td><td>Copia diaria, prueba de restauración trimestral</td></tr>
    <tr><td>Envíos de prueba de formularios y del proceso de compra</td><td>Mensual</td></tr>
    <tr><td>Revisión de velocidad y Core Web Vitals</td><td>Mensual</td></tr>
    <tr><td>Revisión de enlaces rotos y errores de Search Console</td><td>Mensual</td></tr>
    <tr><td>Fechas de renovación del dominio, el certificado y el alojamiento</td><td>Trimestral</td></tr>
    <tr><td>Revisión del contenido: precios, horarios, equipo, textos legales</td><td>Trimestral</td></tr>
  </tbody>
</table>

<h2>Por qué se paga solo</h2>
<p>Compare lo que cuesta el mantenimiento con lo que cuesta una mala semana: un sitio pirateado y marcado por Google, un proceso de compra que falló durante un puente festivo, o rehacer la web entera porque se saltaron las actualizaciones durante tres años y ya no se puede actualizar nada. Una recuperación de emergencia suele costar varias veces lo que un año de cuidados rutinarios, sin contar las ventas perdidas.</p>

<h2>¿Hacerlo usted mismo o delegarlo?</h2>
<p>Si su web son un puñado de páginas estáticas, puede que baste con una revisión trimestral y un buen alojamiento. Si recibe pagos, reservas o consultas a diario, el calendario anterior es un trabajo de verdad. Nuestros planes de mantenimiento empiezan en ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} al mes e incluyen actualizaciones, monitorización, copias de seguridad y cambios de contenido, con un informe mensual escrito en lenguaje claro.</p>
<p><a href="/#pricing">Compare los planes de mantenimiento</a> o <a href="/claim-credit">reclame su crédito único de mantenimiento</a>.</p>
`,
    },
    fr: {
      title: 'La maintenance de site, concrètement (et pourquoi elle est rentable)',
      excerpt:
        'Un site n’est pas terminé le jour de sa mise en ligne. Ce qui casse en silence sans entretien, un calendrier réaliste, et comment décider de vous en charger vous-même.',
      content: `
<p>Le jour de la mise en ligne ressemble à une ligne d’arrivée, mais un site tient davantage de la voiture que de la plaquette : il ne continue de rouler que si quelqu’un l’entretient. La plupart des sites qu’on nous demande de sauver n’ont pas été attaqués par un pirate de génie. On les a simplement laissés de côté jusqu’à ce que quelque chose expire, casse ou devienne obsolète.</p>

<h2>Ce qui casse quand personne ne regarde</h2>
<ul>
  <li><strong>Les mises à jour logicielles.</strong> Les CMS, thèmes et extensions publient des correctifs de sécurité chaque mois. Les sites non corrigés sont repérés par des robots en quelques jours.</li>
  <li><strong>Certificats et noms de domaine.</strong> Un certificat SSL expiré affiche un avertissement plein écran aux visiteurs ; un domaine expiré peut être racheté par quelqu’un d’autre.</li>
  <li><strong>Les formulaires de contact.</strong> Un mot de passe de messagerie changé ou un filtre antispam plus strict, et les demandes cessent d’arriver sans bruit. On ne s’en aperçoit que lorsque le téléphone se tait.</li>
  <li><strong>Les sauvegardes.</strong> Beaucoup d’hébergeurs ne conservent que quelques jours de sauvegardes, et personne n’a jamais essayé d’en restaurer une.</li>
  <li><strong>Le contenu.</strong> Des tarifs périmés, les horaires de l’an dernier et des salariés partis depuis longtemps coûtent de la confiance, et parfois de l’argent.</li>
</ul>

<h2>Un calendrier de maintenance réaliste</h2>
<table>
  <thead><tr><th>Tâche</th><th>Fréquence</th></tr></thead>
  <tbody>
    <tr><td>Surveillance de disponibilité avec alertes</td><td>En continu</td></tr>
    <tr><td>Mises à jour de sécurité du CMS, du thème et des extensions</td><td>Chaque semaine</td></tr>
    <tr><td>Sauvegarde externalisée, avec test de restauration</td><td>Sauvegarde quotidienne, test de restauration trimestriel</td></tr>
    <tr><td>Envois de test des formulaires et du paiement</td><td>Chaque mois</td></tr>
    <tr><td>Contrôle de la vitesse et des Core Web Vitals</td><td>Chaque mois</td></tr>
    <tr><td>Revue des liens cassés et des erreurs de la Search Console</td><td>Chaque mois</td></tr>
    <tr><td>Dates de renouvellement du domaine, du certificat et de l’hébergement</td><td>Chaque trimestre</td></tr>
    <tr><td>Revue du contenu : tarifs, horaires, équipe, mentions légales</td><td>Chaque trimestre</td></tr>
  </tbody>
</table>

<h2>Pourquoi elle est rentable</h2>
<p>Comparez le coût de la maintenance à celui d’une mauvaise semaine : un site piraté signalé par Google, un paiement en panne pendant un week-end prolongé, ou une refonte complète parce que les mises à jour ont été sautées pendant trois ans et que plus rien ne peut être mis à niveau. Une remise en état d’urgence coûte généralement plusieurs fois le prix d’une année d’entretien courant, sans compter les ventes perdues.</p>

<h2>Le faire soi-même ou déléguer ?</h2>
<p>Si votre site se résume à quelques pages statiques, un contrôle trimestriel et un bon hébergeur peuvent suffire. S’il reçoit chaque jour des paiements, des réservations ou des demandes, le calendrier ci-dessus est un vrai travail. Nos formules de maintenance commencent à ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} par mois et couvrent les mises à jour, la surveillance, les sauvegardes et les modifications de contenu, avec un rapport mensuel rédigé en langage clair.</p>
<p><a href="/#pricing">Comparez les formules de maintenance</a> ou <a href="/claim-credit">obtenez votre crédit de maintenance unique</a>.</p>
`,
    },
    de: {
      title: 'Was Website-Wartung wirklich abdeckt (und warum sie sich rechnet)',
      excerpt:
        'Eine Website ist am Starttag nicht fertig. Was still kaputtgeht, wenn sich niemand kümmert, ein realistischer Wartungsplan und wie Sie entscheiden, ob Sie es selbst machen.',
      content: `
<p>Der Starttag fühlt sich wie die Ziellinie an, doch eine Website gleicht eher einem Auto als einem Prospekt: Sie läuft nur weiter, wenn sich jemand um sie kümmert. Die meisten Websites, die wir retten sollen, hat kein raffinierter Angreifer erwischt. Sie wurden einfach sich selbst überlassen, bis etwas ablief, kaputtging oder den Anschluss verlor.</p>

<h2>Was kaputtgeht, wenn niemand hinsieht</h2>
<ul>
  <li><strong>Software-Updates.</strong> Content-Management-Systeme, Themes und Plugins veröffentlichen jeden Monat Sicherheitskorrekturen. Ungepatchte Websites werden binnen Tagen von automatischen Scannern gefunden.</li>
  <li><strong>Zertifikate und Domains.</strong> Ein abgelaufenes SSL-Zertifikat zeigt Besuchern eine bildschirmfüllende Warnung; eine abgelaufene Domain kann jemand anderes kaufen.</li>
  <li><strong>Kontaktformulare.</strong> Ein geändertes E-Mail-Passwort oder ein strengerer Spamfilter, und Anfragen kommen unbemerkt nicht mehr an. Sie merken es erst, wenn das Telefon still bleibt.</li>
  <li><strong>Backups.</strong> Viele Hoster bewahren Backups nur wenige Tage auf, und niemand hat je versucht, eines zurückzuspielen.</li>
  <li><strong>Inhalte.</strong> Alte Preise, die Öffnungszeiten vom letzten Jahr und Mitarbeiter, die längst gegangen sind, kosten Vertrauen und manchmal auch Geld.</li>
</ul>

<h2>Ein realistischer Wartungsplan</h2>
<table>
  <thead><tr><th>Aufgabe</th><th>Wie oft</th></tr></thead>
  <tbody>
    <tr><td>Verfügbarkeitsüberwachung mit Alarmen</td><td>Laufend</td></tr>
    <tr><td>Sicherheitsupdates für CMS, Theme und Plugins</td><td>Wöchentlich</td></tr>
    <tr><td>Externes Backup mit Test-Wiederherstellung</td><td>Tägliches Backup, Wiederherstellungstest vierteljährlich</td></tr>
    <tr><td>Testeingaben für Formulare und Kasse</td><td>Monatlich</td></tr>
    <tr><td>Prüfung von Ladezeit und Core Web Vitals</td><td>Monatlich</td></tr>
    <tr><td>Durchsicht defekter Links und Fehler in der Search Console</td><td>Monatlich</td></tr>
    <tr><td>Verlängerungstermine für Domain, Zertifikat und Hosting</td><td>Vierteljährlich</td></tr>
    <tr><td>Inhaltsprüfung: Preise, Öffnungszeiten, Team, Rechtstexte</td><td>Vierteljährlich</td></tr>
  </tbody>
</table>

<h2>Warum sie sich rechnet</h2>
<p>Vergleichen Sie die Kosten der Wartung mit denen einer schlechten Woche: eine gehackte Website, vor der Google warnt, eine Kasse, die über ein langes Feiertagswochenende ausgefallen ist, oder ein kompletter Neubau, weil drei Jahre lang keine Updates eingespielt wurden und sich nichts mehr aktualisieren lässt. Eine Notfall-Wiederherstellung kostet typischerweise ein Mehrfaches eines Jahres laufender Pflege, entgangene Umsätze noch nicht mitgerechnet.</p>

<h2>Selbst machen oder abgeben?</h2>
<p>Besteht Ihre Website aus einer Handvoll statischer Seiten, reichen vielleicht ein Check pro Quartal und ein guter Hoster. Nimmt sie täglich Zahlungen, Buchungen oder Anfragen entgegen, ist der Plan oben echte Arbeit. Unsere Wartungspläne beginnen bei ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} im Monat und umfassen Updates, Überwachung, Backups und Inhaltsänderungen, mit einem monatlichen Bericht in verständlicher Sprache.</p>
<p><a href="/#pricing">Wartungspläne vergleichen</a> oder <a href="/claim-credit">einmaliges Wartungsguthaben einlösen</a>.</p>
`,
    },
    zh: {
      title: '网站维护到底包括什么（以及为什么物有所值）',
      excerpt:
        '网站上线那天并不意味着完工。没人照看时哪些东西会悄悄出问题，一份切实可行的维护计划，以及如何判断要不要自己来做。',
      content: `
<p>上线那天感觉像是终点，但网站更像一辆车，而不是一本宣传册：只有有人照看，它才能一直跑下去。我们被请去抢救的网站，大多并不是被什么高手攻破的，而是一直没人管，直到某样东西过期、坏掉或落伍。</p>

<h2>没人照看时会出什么问题</h2>
<ul>
  <li><strong>软件更新。</strong>内容管理系统、主题和插件每个月都会发布安全补丁。没打补丁的网站几天之内就会被自动扫描程序找到。</li>
  <li><strong>证书和域名。</strong>SSL 证书过期后，访客会看到整屏的警告；域名过期后，可能被别人抢注。</li>
  <li><strong>联系表单。</strong>只要邮箱密码改了，或者垃圾邮件过滤变严了，咨询就会悄无声息地收不到。往往要等电话不再响起，您才会察觉。</li>
  <li><strong>备份。</strong>很多主机商只保留几天的备份，而且从来没人试过恢复。</li>
  <li><strong>内容。</strong>过时的价格、去年的营业时间、早已离职的员工，都会让人失去信任，有时还会让您损失钱。</li>
</ul>

<h2>一份切实可行的维护计划</h2>
<table>
  <thead><tr><th>任务</th><th>频率</th></tr></thead>
  <tbody>
    <tr><td>在线状态监控与告警</td><td>持续进行</td></tr>
    <tr><td>CMS、主题和插件的安全更新</td><td>每周</td></tr>
    <tr><td>异地备份，并做恢复测试</td><td>每天备份，每季度测试恢复</td></tr>
    <tr><td>表单和结账流程的测试提交</td><td>每月</td></tr>
    <tr><td>速度与 Core Web Vitals 检查</td><td>每月</td></tr>
    <tr><td>排查失效链接和 Search Console 报错</td><td>每月</td></tr>
    <tr><td>核对域名、证书和主机的续费日期</td><td>每季度</td></tr>
    <tr><td>内容检查：价格、营业时间、团队、法律页面</td><td>每季度</td></tr>
  </tbody>
</table>

<h2>为什么物有所值</h2>
<p>把维护的费用和一个糟糕的星期比一比：网站被黑后被 Google 标记，节假日长周末期间结账功能出了故障，或者因为三年没做更新、什么都升级不了而只能整站重建。紧急抢救的费用通常是一年常规维护的好几倍，这还没算上流失的销售额。</p>

<h2>自己动手，还是交给专业人士？</h2>
<p>如果您的网站只有寥寥几个静态页面，每季度检查一次、再配一家靠谱的主机商也许就够了。如果它每天都在收款、接受预约或咨询，上面这份计划就是一份实打实的工作。我们的维护套餐每月 ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} 起，包含更新、监控、备份和内容修改，每月还会附上一份通俗易懂的报告。</p>
<p><a href="/#pricing">比较各维护套餐</a>，或<a href="/claim-credit">领取一次性维护抵用金</a>。</p>
`,
    },
    ar: {
      title: 'ما الذي تشمله صيانة المواقع فعلًا (ولماذا تسترد تكلفتها)',
      excerpt:
        'لا ينتهي العمل على الموقع يوم إطلاقه. إليك ما يتعطل بصمت حين لا يعتني به أحد، وجدول صيانة واقعيًا، وكيف تقرر هل تتولاها بنفسك.',
      content: `
<p>يبدو يوم الإطلاق كأنه خط النهاية، لكن الموقع أقرب إلى السيارة منه إلى الكتيّب: لا يستمر في العمل إلا إذا اعتنى به أحد. معظم المواقع التي يُطلب منا إنقاذها لم يهاجمها أحد بارع، بل تُركت ببساطة حتى انتهت صلاحية شيء ما أو تعطّل أو تخلّف عن الركب.</p>

<h2>ما الذي يتعطل حين لا ينظر أحد</h2>
<ul>
  <li><strong>تحديثات البرمجيات.</strong> تصدر أنظمة إدارة المحتوى والقوالب والإضافات إصلاحات أمنية كل شهر. والمواقع التي لم تُحدَّث تكتشفها أدوات الفحص الآلية في غضون أيام.</li>
  <li><strong>الشهادات والنطاقات.</strong> شهادة SSL المنتهية تعرض للزوار تحذيرًا يملأ الشاشة، والنطاق المنتهي قد يشتريه شخص آخر.</li>
  <li><strong>نماذج التواصل.</strong> يكفي تغيير كلمة مرور البريد أو تشديد مرشّح الرسائل المزعجة حتى تتوقف الاستفسارات عن الوصول بصمت. ولن تلاحظ ذلك إلا حين يهدأ الهاتف.</li>
  <li><strong>النسخ الاحتياطية.</strong> كثير من مزوّدي الاستضافة لا يحتفظون إلا ببضعة أيام من النسخ، ولم يجرّب أحد قط استعادة واحدة منها.</li>
  <li><strong>المحتوى.</strong> الأسعار القديمة ومواعيد العمل من العام الماضي وموظفون غادروا منذ سنوات تكلّفك الثقة، وأحيانًا المال.</li>
</ul>

<h2>جدول صيانة واقعي</h2>
<table>
  <thead><tr><th>المهمة</th><th>عدد المرات</th></tr></thead>
  <tbody>
    <tr><td>مراقبة توفر الموقع مع تنبيهات</td><td>باستمرار</td></tr>
    <tr><td>التحديثات الأمنية لنظام إدارة المحتوى والقالب والإضافات</td><td>أسبوعيًا</td></tr>
    <tr><td>نسخة احتياطية خارج الخادم مع اختبار استعادة</td><td>نسخة يومية، واختبار استعادة كل ثلاثة أشهر</td></tr>
    <tr><td>إرسال تجريبي للنماذج وعملية الدفع</td><td>شهريًا</td></tr>
    <tr><td>فحص السرعة ومؤشرات Core Web Vitals</td><td>شهريًا</td></tr>
    <tr><td>مراجعة الروابط المعطلة وأخطاء Search Console</td><td>شهريًا</td></tr>
    <tr><td>مواعيد تجديد النطاق والشهادة والاستضافة</td><td>كل ثلاثة أشهر</td></tr>
    <tr><td>مراجعة المحتوى: الأسعار ومواعيد العمل والفريق والصفحات القانونية</td><td>كل ثلاثة أشهر</td></tr>
  </tbody>
</table>

<h2>لماذا تسترد تكلفتها</h2>
<p>قارن تكلفة الصيانة بتكلفة أسبوع سيئ: موقع مخترَق وضعت عليه Google علامة تحذير، أو عملية دفع تعطلت خلال عطلة نهاية أسبوع طويلة، أو إعادة بناء كاملة لأن التحديثات أُهملت ثلاث سنوات ولم يعد ممكنًا ترقية أي شيء. عادةً ما يكلّف الإنقاذ الطارئ أضعاف تكلفة عام كامل من العناية الدورية، قبل احتساب المبيعات الضائعة.</p>

<h2>تتولاها بنفسك أم تسلّمها لغيرك؟</h2>
<p>إذا كان موقعك بضع صفحات ثابتة، فقد يكفيك فحص كل ثلاثة أشهر ومزوّد استضافة جيد. أما إذا كان يستقبل مدفوعات أو حجوزات أو استفسارات كل يوم، فالجدول أعلاه عمل حقيقي. تبدأ خطط الصيانة لدينا من ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} شهريًا وتشمل التحديثات والمراقبة والنسخ الاحتياطي وتعديلات المحتوى، مع تقرير شهري مكتوب بلغة واضحة.</p>
<p><a href="/#pricing">قارن خطط الصيانة</a> أو <a href="/claim-credit">اطلب رصيد الصيانة لمرة واحدة</a>.</p>
`,
    },
    hy: {
      title: 'Ինչ է ներառում կայքի սպասարկումը (և ինչու է այն արդարացնում իրեն)',
      excerpt:
        'Կայքը գործարկման օրը չի ավարտվում։ Ինչն է աննկատ փչանում, երբ ոչ ոք չի հետևում, սպասարկման իրատեսական ժամանակացույց և ինչպես որոշել՝ անել ինքնուրույն, թե ոչ։',
      content: `
<p>Գործարկման օրը թվում է վերջնագիծ, բայց կայքն ավելի շատ ավտոմեքենայի է նման, քան գովազդային թերթիկի․ այն շարունակում է աշխատել միայն այն դեպքում, եթե ինչ-որ մեկը հոգ է տանում նրա մասին։ Կայքերի մեծ մասը, որոնք մեզ խնդրում են փրկել, ոչ մի խորամանկ հաքեր չի հարձակվել։ Դրանք պարզապես թողնված են եղել, մինչև ինչ-որ բանի ժամկետը լրացել է, ինչ-որ բան փչացել է կամ հետ է մնացել։</p>

<h2>Ինչն է փչանում, երբ ոչ ոք չի նայում</h2>
<ul>
  <li><strong>Ծրագրային թարմացումներ։</strong> Բովանդակության կառավարման համակարգերը, թեմաներն ու փլագինները ամեն ամիս անվտանգության շտկումներ են թողարկում։ Չթարմացված կայքերը մի քանի օրում հայտնաբերվում են ավտոմատ սկաներների կողմից։</li>
  <li><strong>Սերտիֆիկատներ և դոմեններ։</strong> Ժամկետանց SSL սերտիֆիկատն այցելուներին ցույց է տալիս ամբողջ էկրանով նախազգուշացում, իսկ ժամկետանց դոմենը կարող է գնել ուրիշը։</li>
  <li><strong>Կապի ձևեր։</strong> Բավական է փոխել էլփոստի գաղտնաբառը կամ խստացնել սպամի զտիչը, և հարցումներն աննկատ դադարում են հասնել։ Դուք դա նկատում եք միայն այն ժամանակ, երբ հեռախոսը լռում է։</li>
  <li><strong>Պահուստային պատճեններ։</strong> Շատ հոսթինգներ պահում են ընդամենը մի քանի օրվա պահուստ, և ոչ ոք երբևէ չի փորձել դրանցից մեկը վերականգնել։</li>
  <li><strong>Բովանդակություն։</strong> Հին գները, անցյալ տարվա աշխատանքային ժամերը և տարիներ առաջ հեռացած աշխատակիցները վստահություն են խլում, երբեմն էլ՝ գումար։</li>
</ul>

<h2>Սպասարկման իրատեսական ժամանակացույց</h2>
<table>
  <thead><tr><th>Առաջադրանք</th><th>Որքան հաճախ</th></tr></thead>
  <tbody>
    <tr><td>Հասանելիության մշտադիտարկում ազդանշաններով</td><td>Անընդհատ</td></tr>
    <tr><td>CMS-ի, թեմայի և փլագինների անվտանգության թարմացումներ</td><td>Շաբաթական</td></tr>
    <tr><td>Արտաքին պահուստավորում՝ փորձնական վերականգնմամբ</td><td>Ամենօրյա պահուստ, եռամսյակային վերականգնման թեստ</td></tr>
    <tr><td>Ձևերի և վճարման փորձնական ուղարկումներ</td><td>Ամսական</td></tr>
    <tr><td>Արագության և Core Web Vitals-ի ստուգում</td><td>Ամսական</td></tr>
    <tr><td>Կոտրված հղումների և Search Console-ի սխալների ստուգում</td><td>Ամսական</td></tr>
    <tr><td>Դոմենի, սերտիֆիկատի և հոսթինգի երկարաձգման ժամկետներ</td><td>Եռամսյակային</td></tr>
    <tr><td>Բովանդակության ստուգում՝ գներ, ժամեր, թիմ, իրավական էջեր</td><td>Եռամսյակային</td></tr>
  </tbody>
</table>

<h2>Ինչու է այն արդարացնում իրեն</h2>
<p>Համեմատեք սպասարկման արժեքը մեկ վատ շաբաթվա արժեքի հետ․ կոտրված կայք, որը Google-ը նշել է որպես վտանգավոր, երկար տոնական հանգստյան օրերին չաշխատած վճարման էջ կամ ամբողջական վերակառուցում, որովհետև երեք տարի թարմացումներ չեն արվել և այլևս ոչինչ հնարավոր չէ թարմացնել։ Արտակարգ վերականգնումը սովորաբար մի քանի անգամ ավելի թանկ է, քան մեկ տարվա կանոնավոր խնամքը՝ առանց կորցրած վաճառքները հաշվելու։</p>

<h2>Անել ինքնուրույն, թե վստահել ուրիշին</h2>
<p>Եթե ձեր կայքը ընդամենը մի քանի ստատիկ էջ է, գուցե բավական լինի եռամսյակային ստուգումն ու լավ հոսթինգը։ Եթե այն ամեն օր վճարումներ, ամրագրումներ կամ հարցումներ է ընդունում, վերևի ժամանակացույցն իսկական աշխատանք է։ Մեր սպասարկման փաթեթները սկսվում են ամսական ${formatUsd(MAINTENANCE_PLANS.startup.monthly)}-ից և ներառում են թարմացումներ, մշտադիտարկում, պահուստավորում և բովանդակության փոփոխություններ, ինչպես նաև պարզ լեզվով գրված ամսական հաշվետվություն։</p>
<p><a href="/#pricing">Համեմատեք սպասարկման փաթեթները</a> կամ <a href="/claim-credit">ստացեք ձեր միանվագ սպասարկման կրեդիտը</a>։</p>
`,
    },
    ja: {
      title: 'ウェブサイト保守で実際に行うこと（そして元が取れる理由）',
      excerpt:
        'ウェブサイトは公開した日に完成するわけではありません。誰も手入れしないと静かに壊れていくもの、現実的な保守スケジュール、自分でやるかどうかの判断基準をまとめました。',
      content: `
<p>公開日はゴールのように感じられますが、ウェブサイトはパンフレットよりも車に近いものです。誰かが手入れをしてはじめて走り続けます。私たちが立て直しを頼まれるサイトの多くは、腕利きのハッカーに狙われたわけではありません。何かの期限が切れたり、壊れたり、時代遅れになったりするまで、ただ放置されていただけなのです。</p>

<h2>誰も見ていないときに壊れるもの</h2>
<ul>
  <li><strong>ソフトウェアの更新。</strong>CMS、テーマ、プラグインは毎月セキュリティ修正を出しています。修正を当てていないサイトは、自動スキャナーに数日で見つかります。</li>
  <li><strong>証明書とドメイン。</strong>SSL証明書が切れると、訪問者には画面いっぱいの警告が表示されます。ドメインが切れると、他人に取得されるおそれがあります。</li>
  <li><strong>お問い合わせフォーム。</strong>メールのパスワード変更や迷惑メールフィルターの強化だけで、問い合わせが音もなく届かなくなります。気づくのは電話が鳴らなくなってからです。</li>
  <li><strong>バックアップ。</strong>多くのレンタルサーバーはバックアップを数日分しか残さず、実際に復元を試した人は誰もいません。</li>
  <li><strong>コンテンツ。</strong>古い料金、去年の営業時間、何年も前に辞めたスタッフの紹介は、信頼を損ない、ときにはお金も失わせます。</li>
</ul>

<h2>現実的な保守スケジュール</h2>
<table>
  <thead><tr><th>作業</th><th>頻度</th></tr></thead>
  <tbody>
    <tr><td>アラート付きの稼働監視</td><td>常時</td></tr>
    <tr><td>CMS・テーマ・プラグインのセキュリティ更新</td><td>毎週</td></tr>
    <tr><td>サーバー外へのバックアップと復元テスト</td><td>バックアップは毎日、復元テストは四半期ごと</td></tr>
    <tr><td>フォームと決済のテスト送信</td><td>毎月</td></tr>
    <tr><td>表示速度とCore Web Vitalsのチェック</td><td>毎月</td></tr>
    <tr><td>リンク切れとSearch Consoleのエラーの確認</td><td>毎月</td></tr>
    <tr><td>ドメイン・証明書・サーバーの更新日の確認</td><td>四半期ごと</td></tr>
    <tr><td>コンテンツの見直し：料金、営業時間、スタッフ、規約ページ</td><td>四半期ごと</td></tr>
  </tbody>
</table>

<h2>元が取れる理由</h2>
<p>保守の費用を、最悪の1週間にかかる費用と比べてみてください。乗っ取られてGoogleに警告を出されたサイト、連休中に止まっていた決済、3年間更新を怠ったせいで何もアップデートできなくなり、作り直すしかなくなったサイト。緊急の復旧には、売上の損失を数えなくても、通常は1年分の定期保守の数倍の費用がかかります。</p>

<h2>自分でやるか、任せるか</h2>
<p>静的なページが数枚だけのサイトなら、四半期ごとのチェックと良いサーバー会社で足りるかもしれません。毎日決済や予約、問い合わせを受けているなら、上のスケジュールは立派な仕事です。当社の保守プランは月額${formatUsd(MAINTENANCE_PLANS.startup.monthly)}からで、更新、監視、バックアップ、コンテンツの修正を含み、毎月わかりやすい言葉で書いたレポートをお届けします。</p>
<p><a href="/#pricing">保守プランを比較する</a>か、<a href="/claim-credit">1回限りの保守クレジットを申請する</a>。</p>
`,
    },
    ko: {
      title: '웹사이트 유지보수가 실제로 하는 일 (그리고 본전을 뽑는 이유)',
      excerpt:
        '웹사이트는 오픈하는 날 완성되는 것이 아닙니다. 아무도 돌보지 않을 때 조용히 망가지는 것들, 현실적인 유지보수 일정, 직접 할지 맡길지 판단하는 방법을 정리했습니다.',
      content: `
<p>오픈하는 날은 결승선처럼 느껴지지만, 웹사이트는 홍보 책자보다 자동차에 가깝습니다. 누군가 관리해 줘야 계속 달립니다. 저희가 살려 달라는 요청을 받는 사이트 대부분은 대단한 해커의 공격을 받은 것이 아닙니다. 무언가가 만료되거나 고장 나거나 뒤처질 때까지 그냥 방치되었을 뿐입니다.</p>

<h2>아무도 보지 않을 때 망가지는 것들</h2>
<ul>
  <li><strong>소프트웨어 업데이트.</strong> CMS, 테마, 플러그인은 매달 보안 패치를 내놓습니다. 패치하지 않은 사이트는 며칠 안에 자동 스캐너에 발견됩니다.</li>
  <li><strong>인증서와 도메인.</strong> SSL 인증서가 만료되면 방문자에게 화면 전체를 덮는 경고가 뜨고, 도메인이 만료되면 다른 사람이 사 갈 수 있습니다.</li>
  <li><strong>문의 양식.</strong> 이메일 비밀번호를 바꾸거나 스팸 필터가 조금만 엄격해져도 문의가 소리 없이 끊깁니다. 전화가 잠잠해지고 나서야 알아차리게 됩니다.</li>
  <li><strong>백업.</strong> 많은 호스팅 업체가 백업을 며칠 치만 보관하고, 복원을 실제로 해 본 사람은 아무도 없습니다.</li>
  <li><strong>콘텐츠.</strong> 예전 가격, 작년 영업시간, 몇 년 전에 그만둔 직원 소개는 신뢰를 떨어뜨리고 때로는 돈까지 잃게 만듭니다.</li>
</ul>

<h2>현실적인 유지보수 일정</h2>
<table>
  <thead><tr><th>작업</th><th>주기</th></tr></thead>
  <tbody>
    <tr><td>알림 기능이 있는 가동 상태 모니터링</td><td>상시</td></tr>
    <tr><td>CMS, 테마, 플러그인 보안 업데이트</td><td>매주</td></tr>
    <tr><td>외부 저장소 백업과 복원 테스트</td><td>백업은 매일, 복원 테스트는 분기마다</td></tr>
    <tr><td>문의 양식과 결제 테스트 제출</td><td>매월</td></tr>
    <tr><td>속도 및 Core Web Vitals 점검</td><td>매월</td></tr>
    <tr><td>깨진 링크와 Search Console 오류 검토</td><td>매월</td></tr>
    <tr><td>도메인, 인증서, 호스팅 갱신일 확인</td><td>분기마다</td></tr>
    <tr><td>콘텐츠 검토: 가격, 영업시간, 팀, 법적 고지 페이지</td><td>분기마다</td></tr>
  </tbody>
</table>

<h2>본전을 뽑는 이유</h2>
<p>유지보수 비용을 최악의 일주일에 드는 비용과 비교해 보세요. 해킹당해 Google에 경고 표시가 붙은 사이트, 연휴 내내 멈춰 있던 결제, 3년 동안 업데이트를 건너뛰어 더는 아무것도 업그레이드할 수 없어서 통째로 다시 만들어야 하는 사이트. 긴급 복구에는 잃어버린 매출을 빼고도 보통 1년 치 정기 관리 비용의 몇 배가 듭니다.</p>

<h2>직접 할까, 맡길까?</h2>
<p>사이트가 정적인 페이지 몇 장뿐이라면 분기별 점검과 괜찮은 호스팅으로 충분할 수 있습니다. 매일 결제, 예약, 문의를 받는 사이트라면 위의 일정은 엄연한 업무입니다. 저희 유지보수 플랜은 월 ${formatUsd(MAINTENANCE_PLANS.startup.monthly)}부터 시작하며 업데이트, 모니터링, 백업, 콘텐츠 수정을 포함하고, 알기 쉬운 말로 쓴 월간 보고서를 보내 드립니다.</p>
<p><a href="/#pricing">유지보수 플랜 비교하기</a> 또는 <a href="/claim-credit">1회 유지보수 크레딧 신청하기</a>.</p>
`,
    },
    ru: {
      title: 'Что на самом деле включает обслуживание сайта (и почему оно окупается)',
      excerpt:
        'В день запуска работа над сайтом не заканчивается. Что незаметно ломается, когда за сайтом никто не следит, реалистичный график обслуживания и как решить, заниматься ли им самому.',
      content: `
<p>День запуска кажется финишем, но сайт больше похож на автомобиль, чем на буклет: он продолжает работать, только если за ним кто-то ухаживает. Большинство сайтов, которые нас просят спасти, взломал вовсе не какой-то хитроумный хакер. Их просто бросили, пока что-то не истекло, не сломалось или не устарело.</p>

<h2>Что ломается, когда никто не смотрит</h2>
<ul>
  <li><strong>Обновления ПО.</strong> Системы управления контентом, темы и плагины каждый месяц выпускают исправления безопасности. Сайты без обновлений автоматические сканеры находят за считаные дни.</li>
  <li><strong>Сертификаты и домены.</strong> Просроченный SSL-сертификат показывает посетителям предупреждение на весь экран, а просроченный домен может купить кто-то другой.</li>
  <li><strong>Формы обратной связи.</strong> Стоит сменить пароль от почты или ужесточить спам-фильтр, и заявки молча перестают приходить. Вы замечаете это, только когда замолкает телефон.</li>
  <li><strong>Резервные копии.</strong> Многие хостинги хранят копии всего несколько дней, и никто ни разу не пробовал восстановить хотя бы одну.</li>
  <li><strong>Контент.</strong> Старые цены, прошлогодний график работы и сотрудники, ушедшие много лет назад, подрывают доверие, а иногда стоят и денег.</li>
</ul>

<h2>Реалистичный график обслуживания</h2>
<table>
  <thead><tr><th>Задача</th><th>Как часто</th></tr></thead>
  <tbody>
    <tr><td>Мониторинг доступности с оповещениями</td><td>Постоянно</td></tr>
    <tr><td>Обновления безопасности CMS, темы и плагинов</td><td>Еженедельно</td></tr>
    <tr><td>Резервное копирование на внешний ресурс с тестовым восстановлением</td><td>Копия ежедневно, тест восстановления раз в квартал</td></tr>
    <tr><td>Тестовая отправка форм и оформления заказа</td><td>Ежемесячно</td></tr>
    <tr><td>Проверка скорости и Core Web Vitals</td><td>Ежемесячно</td></tr>
    <tr><td>Проверка битых ссылок и ошибок в Search Console</td><td>Ежемесячно</td></tr>
    <tr><td>Сроки продления домена, сертификата и хостинга</td><td>Ежеквартально</td></tr>
    <tr><td>Проверка контента: цены, часы работы, команда, юридические страницы</td><td>Ежеквартально</td></tr>
  </tbody>
</table>

<h2>Почему оно окупается</h2>
<p>Сравните стоимость обслуживания с ценой одной плохой недели: взломанный сайт, помеченный Google как опасный, оформление заказов, которое не работало все длинные праздничные выходные, или полная переделка, потому что обновления пропускали три года и обновить уже ничего нельзя. Экстренное восстановление обычно стоит в несколько раз дороже года планового обслуживания, и это без учёта упущенных продаж.</p>

<h2>Делать самому или поручить специалистам?</h2>
<p>Если ваш сайт — это несколько статичных страниц, может хватить ежеквартальной проверки и хорошего хостинга. Если он каждый день принимает платежи, бронирования или заявки, график выше — это полноценная работа. Наши планы обслуживания начинаются от ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} в месяц и включают обновления, мониторинг, резервное копирование и правки контента, а также ежемесячный отчёт, написанный понятным языком.</p>
<p><a href="/#pricing">Сравните планы обслуживания</a> или <a href="/claim-credit">получите разовый кредит на обслуживание</a>.</p>
`,
    },
  },
  content: `
<p>Launch day feels like the finish line, but a website is closer to a car than a brochure: it keeps running only if someone looks after it. Most of the sites we are asked to rescue were not attacked by anyone clever. They were simply left alone until something expired, broke or fell behind.</p>

<h2>What breaks when nobody is looking</h2>
<ul>
  <li><strong>Software updates.</strong> Content management systems, themes and plugins publish security fixes every month. Unpatched sites are found by automated scanners within days.</li>
  <li><strong>Certificates and domains.</strong> An expired SSL certificate shows visitors a full-screen warning; an expired domain can be bought by someone else.</li>
  <li><strong>Contact forms.</strong> A changed email password or a stricter spam filter, and enquiries silently stop arriving. You only notice when the phone goes quiet.</li>
  <li><strong>Backups.</strong> Many hosts keep only a few days of backups, and nobody has ever tested restoring one.</li>
  <li><strong>Content.</strong> Old prices, last year's opening hours and staff who left years ago cost trust, and sometimes money.</li>
</ul>

<h2>A realistic maintenance schedule</h2>
<table>
  <thead><tr><th>Task</th><th>How often</th></tr></thead>
  <tbody>
    <tr><td>Uptime monitoring with alerts</td><td>Continuously</td></tr>
    <tr><td>Security updates for the CMS, theme and plugins</td><td>Weekly</td></tr>
    <tr><td>Off-site backup, with a test restore</td><td>Daily backup, quarterly restore test</td></tr>
    <tr><td>Form and checkout test submissions</td><td>Monthly</td></tr>
    <tr><td>Speed and Core Web Vitals check</td><td>Monthly</td></tr>
    <tr><td>Broken link and search console error review</td><td>Monthly</td></tr>
    <tr><td>Domain, certificate and hosting renewal dates</td><td>Quarterly</td></tr>
    <tr><td>Content review: prices, hours, team, legal pages</td><td>Quarterly</td></tr>
  </tbody>
</table>

<h2>Why it pays for itself</h2>
<p>Compare the cost of maintenance with the cost of a bad week: a hacked site flagged by Google, a checkout that failed over a holiday weekend, or a rebuild because updates were skipped for three years and nothing can be upgraded any more. Emergency recovery typically costs several times a year of routine care, before counting lost sales.</p>

<h2>Do it yourself, or hand it over?</h2>
<p>If your site is a handful of static pages, a quarterly check and a good host may be enough. If it takes payments, bookings or enquiries every day, the schedule above is a real job. Our maintenance plans start at ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} a month and cover updates, monitoring, backups and content changes, with a monthly report written in plain English.</p>
<p><a href="/#pricing">Compare the maintenance plans</a> or <a href="/claim-credit">claim your one-time maintenance credit</a>.</p>
`,
};
