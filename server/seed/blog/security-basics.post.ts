import type { BlogSeed } from './blog-seed';

export const securityBasicsPost: BlogSeed = {
  key: 'security-basics',
  slug: 'website-security-basics-small-business',
  title: 'Website Security Basics Every Small Business Owner Should Know',
  excerpt:
    'Small businesses are attacked precisely because they look like easy targets. Seven habits that stop most attacks, explained without jargon.',
  tags: ['Security', 'Maintenance', 'Small Business'],
  status: 'published',
  daysAgo: 61,
  translations: {
    es: {
      title: 'Seguridad web básica que todo dueño de negocio debe conocer',
      excerpt:
        'Los pequeños negocios sufren ataques precisamente porque parecen presa fácil. Siete hábitos que frenan la mayoría, explicados sin tecnicismos.',
      content: `
<p>«¿Quién querría piratear la web de mi panadería?». Nadie en concreto: basta con que exista. La mayoría de los ataques son automáticos: hay programas que revisan millones de sitios al día en busca de software desactualizado y contraseñas débiles, y les da igual de quién sea el sitio. Un sitio pirateado puede enviar spam en su nombre, desviar a sus clientes hacia estafas o simplemente desaparecer de los resultados de búsqueda. Estos hábitos frenan la gran mayoría de esos ataques.</p>

<h2>1. Use HTTPS en todas partes</h2>
<p>El candado de la barra de direcciones indica que la comunicación entre el visitante y su sitio va cifrada. Hoy los navegadores marcan como «No es seguro» los sitios que no lo tienen, y eso le cuesta confianza y posiciones en Google. Los certificados son gratuitos y se renuevan solos en cualquier alojamiento decente.</p>

<h2>2. Mantenga el software al día</h2>
<p>Los plugins y temas desactualizados son la vía de entrada más habitual. Active las actualizaciones automáticas donde pueda, elimine los plugins que ya no use y, si no puede automatizarlas, busque actualizaciones al menos una vez por semana.</p>

<h2>3. Contraseñas fuertes y únicas, y verificación en dos pasos</h2>
<p>Cada cuenta con acceso a su sitio, su alojamiento, su dominio y su correo necesita su propia contraseña larga, guardada en un gestor de contraseñas. Active la verificación en dos pasos: así, una contraseña robada no basta por sí sola.</p>

<h2>4. Una cuenta para cada persona</h2>
<p>Con accesos compartidos es imposible saber quién cambió qué, y cuesta retirar el acceso cuando alguien se va. Dé a empleados y colaboradores externos su propia cuenta, solo con los permisos que necesitan.</p>

<h2>5. Haga copias de seguridad y pruébelas</h2>
<p>Guarde copias diarias fuera de su cuenta de alojamiento y restaure una de vez en cuando para comprobar que funciona. Una copia que nunca ha restaurado es una esperanza, no un plan.</p>

<h2>6. Sea dueño de su dominio</h2>
<p>Asegúrese de que el dominio está registrado a nombre de su empresa, con un correo que usted controle, y con la renovación automática activada. Perder un dominio es mucho más difícil de arreglar que una página pirateada.</p>

<h2>7. Esté atento a las señales de alarma</h2>
<p>Una caída repentina de visitas, páginas extrañas en los resultados de búsqueda, clientes que mencionan redirecciones raras o avisos de su proveedor de alojamiento merecen una revisión ese mismo día. Cuanto antes se detecta un problema, más barato sale arreglarlo.</p>

<p>Un plan de mantenimiento se ocupa de casi todo esto por usted, pero conocer lo básico le permite hacer las preguntas adecuadas a quien cuide de su sitio.</p>

<p>Para saber qué incluye un plan mensual, lea <a href="/blog/website-maintenance-what-it-covers">qué cubre realmente el mantenimiento web</a>.</p>
`,
    },
    fr: {
      title: 'Sécurité web : les bases que tout commerçant devrait connaître',
      excerpt:
        'Les petites entreprises sont attaquées justement parce qu’elles semblent être des cibles faciles. Sept réflexes qui arrêtent la plupart des attaques, expliqués sans jargon.',
      content: `
<p>« Pourquoi quelqu’un piraterait-il le site de ma boulangerie ? » Parce qu’il existe, tout simplement. La plupart des attaques sont automatisées : des programmes passent au crible des millions de sites par jour à la recherche de logiciels obsolètes et de mots de passe faibles, sans se soucier de savoir à qui appartient le site. Un site piraté peut envoyer du spam en votre nom, rediriger vos clients vers des arnaques ou tout simplement disparaître des résultats de recherche. Les réflexes qui suivent en arrêtent la grande majorité.</p>

<h2>1. Passez tout le site en HTTPS</h2>
<p>Le cadenas dans la barre d’adresse signifie que les échanges entre le visiteur et votre site sont chiffrés. Les navigateurs affichent désormais « Non sécurisé » pour les sites qui en sont dépourvus, ce qui vous coûte la confiance des visiteurs et des places dans les résultats de recherche. Les certificats sont gratuits et se renouvellent automatiquement chez tout hébergeur sérieux.</p>

<h2>2. Tenez vos logiciels à jour</h2>
<p>Les extensions et thèmes obsolètes sont la porte d’entrée la plus courante. Activez les mises à jour automatiques quand c’est possible, supprimez les extensions dont vous ne vous servez plus et, à défaut d’automatisation, vérifiez les mises à jour au moins une fois par semaine.</p>

<h2>3. Des mots de passe forts et uniques, et la double authentification</h2>
<p>Chaque compte qui donne accès à votre site, à votre hébergement, à votre nom de domaine et à votre messagerie doit avoir son propre mot de passe long, conservé dans un gestionnaire de mots de passe. Activez la validation en deux étapes : un mot de passe volé ne suffira plus à lui seul.</p>

<h2>4. Un compte par personne</h2>
<p>Avec des identifiants partagés, impossible de savoir qui a modifié quoi, et difficile de retirer un accès quand quelqu’un s’en va. Donnez à vos salariés et prestataires leur propre compte, avec uniquement les droits dont ils ont besoin.</p>

<h2>5. Sauvegardez, et testez vos sauvegardes</h2>
<p>Conservez des sauvegardes quotidiennes en dehors de votre compte d’hébergement, et restaurez-en une de temps en temps pour vérifier qu’elle fonctionne. Une sauvegarde jamais restaurée est un espoir, pas un plan.</p>

<h2>6. Soyez propriétaire de votre nom de domaine</h2>
<p>Vérifiez que le domaine est enregistré au nom de votre entreprise, avec une adresse e-mail que vous contrôlez, et que son renouvellement est automatique. Perdre un nom de domaine est bien plus difficile à rattraper qu’une page piratée.</p>

<h2>7. Guettez les signaux d’alerte</h2>
<p>Une chute soudaine du trafic, des pages étranges dans les résultats de recherche, des clients qui parlent de redirections bizarres ou des avertissements de votre hébergeur méritent un examen le jour même. Plus un problème est repéré tôt, moins il coûte à réparer.</p>

<p>Un contrat de maintenance prend en charge l’essentiel de tout cela, mais connaître les bases vous permet de poser les bonnes questions à la personne qui s’occupe de votre site.</p>

<p>Pour savoir ce que comprend une formule mensuelle, lisez <a href="/blog/website-maintenance-what-it-covers">ce que couvre vraiment la maintenance d’un site</a>.</p>
`,
    },
    de: {
      title: 'Website-Sicherheit: Was jeder Kleinunternehmer wissen sollte',
      excerpt:
        'Kleine Unternehmen werden gerade deshalb angegriffen, weil sie wie leichte Ziele wirken. Sieben Gewohnheiten, die die meisten Angriffe stoppen – ohne Fachchinesisch erklärt.',
      content: `
<p>„Warum sollte jemand die Website meiner Bäckerei hacken?“ Weil es sie gibt. Die meisten Angriffe laufen automatisch: Programme durchsuchen täglich Millionen Websites nach veralteter Software und schwachen Passwörtern, und wem die Seite gehört, ist ihnen egal. Eine gehackte Website kann in Ihrem Namen Spam verschicken, Kunden auf Betrugsseiten umleiten oder einfach aus den Suchergebnissen verschwinden. Diese Gewohnheiten verhindern den allergrößten Teil davon.</p>

<h2>1. Überall HTTPS verwenden</h2>
<p>Das Schloss in der Adressleiste bedeutet, dass die Verbindung zwischen Besucher und Website verschlüsselt ist. Browser kennzeichnen Seiten ohne HTTPS inzwischen als „Nicht sicher“ – das kostet Vertrauen und Plätze im Suchranking. Zertifikate sind kostenlos und verlängern sich bei jedem ordentlichen Hoster automatisch.</p>

<h2>2. Software aktuell halten</h2>
<p>Veraltete Plugins und Themes sind das häufigste Einfallstor. Schalten Sie automatische Updates ein, wo es geht, entfernen Sie Plugins, die Sie nicht mehr nutzen, und prüfen Sie mindestens wöchentlich auf Updates, wenn sich das nicht automatisieren lässt.</p>

<h2>3. Starke, einzigartige Passwörter und Anmeldung in zwei Schritten</h2>
<p>Jedes Konto mit Zugriff auf Website, Hosting, Domain und E-Mail braucht ein eigenes langes Passwort, aufbewahrt in einem Passwortmanager. Aktivieren Sie die Bestätigung in zwei Schritten, damit ein gestohlenes Passwort allein nicht reicht.</p>

<h2>4. Jeder Person ein eigenes Konto geben</h2>
<p>Bei geteilten Zugängen lässt sich nicht nachvollziehen, wer was geändert hat, und es ist mühsam, jemandem den Zugang zu entziehen, der das Unternehmen verlässt. Geben Sie Mitarbeitern und externen Dienstleistern eigene Konten mit genau den Rechten, die sie brauchen.</p>

<h2>5. Sichern – und die Sicherung testen</h2>
<p>Bewahren Sie tägliche Backups außerhalb Ihres Hosting-Kontos auf und spielen Sie ab und zu eines zurück, um zu sehen, ob es funktioniert. Ein Backup, das Sie nie zurückgespielt haben, ist eine Hoffnung, kein Plan.</p>

<h2>6. Die eigene Domain besitzen</h2>
<p>Achten Sie darauf, dass die Domain auf Ihr Unternehmen registriert ist, mit einer E-Mail-Adresse, über die Sie verfügen, und dass sie sich automatisch verlängert. Eine verlorene Domain zurückzubekommen ist weit schwieriger, als eine gehackte Seite zu reparieren.</p>

<h2>7. Auf Warnzeichen achten</h2>
<p>Plötzlich einbrechende Besucherzahlen, seltsame Seiten in den Suchergebnissen, Kunden, die von merkwürdigen Weiterleitungen berichten, oder Warnungen Ihres Hosters verdienen noch am selben Tag einen Blick. Je früher ein Problem auffällt, desto günstiger ist es zu beheben.</p>

<p>Ein Wartungsvertrag übernimmt das meiste davon für Sie. Wer die Grundlagen kennt, kann aber demjenigen, der sich um die Website kümmert, die richtigen Fragen stellen.</p>

<p>Was ein monatlicher Plan umfasst, lesen Sie in <a href="/blog/website-maintenance-what-it-covers">Was Website-Wartung wirklich abdeckt</a>.</p>
`,
    },
    zh: {
      title: '每位小企业主都该了解的网站安全基础',
      excerpt:
        '小企业之所以被攻击，恰恰因为它们看起来容易得手。七个能挡住大多数攻击的习惯，不讲术语，一看就懂。',
      content: `
<p>“谁会来黑我这家面包店的网站？”答案是：只要网站在那儿，就会有人来。大多数攻击都是自动化的：程序每天扫描数以百万计的网站，专找过时的软件和弱密码，根本不在乎网站是谁的。被黑的网站可能以您的名义发送垃圾邮件，把客户引到诈骗页面，或者干脆从搜索结果中消失。下面这些习惯能挡住绝大多数攻击。</p>

<h2>1. 全站使用 HTTPS</h2>
<p>地址栏里的小锁表示访客与网站之间的通信是加密的。如今浏览器会把没有 HTTPS 的网站标为“不安全”，这会让您失去访客的信任，也会影响搜索排名。证书是免费的，在任何靠谱的主机上都会自动续期。</p>

<h2>2. 及时更新软件</h2>
<p>过时的插件和主题是最常见的入侵途径。能开自动更新的地方都打开，删掉不再使用的插件；如果无法自动更新，至少每周检查一次。</p>

<h2>3. 使用强且唯一的密码，并开启两步验证</h2>
<p>凡是能访问您的网站、主机、域名和邮箱的账户，都需要各自独立的长密码，并保存在密码管理器里。开启两步验证后，即使密码被盗，单凭密码也登录不了。</p>

<h2>4. 每人一个独立账户</h2>
<p>共用一个登录账号，就无从知道是谁改了什么，有人离职时也很难收回权限。给员工和外包人员各开一个账户，只授予他们工作所需的权限。</p>

<h2>5. 做好备份，并测试备份</h2>
<p>每天备份，并把备份存放在主机账户之外；时不时恢复一次，确认备份真的可用。从未恢复过的备份只是一种希望，而不是预案。</p>

<h2>6. 域名要握在自己手里</h2>
<p>确认域名登记在贵公司名下，使用您自己掌控的邮箱，并设置为自动续费。域名一旦丢失，比一个被黑的页面难挽回得多。</p>

<h2>7. 留意危险信号</h2>
<p>流量突然下跌、搜索结果里出现奇怪的页面、客户说网站会跳转到莫名其妙的地方，或者主机商发来警告，这些都值得当天就查一查。问题发现得越早，修复成本就越低。</p>

<p>网站维护套餐能替您处理其中的大部分工作，但了解这些基础知识，您就能向负责维护网站的人问对问题。</p>

<p>想了解月度套餐包含哪些内容，请阅读<a href="/blog/website-maintenance-what-it-covers">网站维护到底包括什么</a>。</p>
`,
    },
    ar: {
      title: 'أساسيات أمان المواقع التي يحتاجها كل صاحب مشروع صغير',
      excerpt:
        'تتعرض الشركات الصغيرة للهجوم لأنها تبدو أهدافًا سهلة تحديدًا. سبع عادات توقف معظم الهجمات، مشروحة دون مصطلحات معقدة.',
      content: `
<p>«لماذا قد يخترق أحدٌ موقع مخبزي؟» لأنه موجود، ببساطة. معظم الهجمات آلية: برامج تفحص ملايين المواقع يوميًا بحثًا عن برمجيات قديمة وكلمات مرور ضعيفة، ولا يهمها لمن الموقع. قد يرسل الموقع المخترَق رسائل مزعجة باسمك، أو يحوّل عملاءك إلى مواقع احتيال، أو يختفي ببساطة من نتائج البحث. هذه العادات توقف الغالبية العظمى من ذلك.</p>

<h2>1. استخدم HTTPS في كل مكان</h2>
<p>القفل في شريط العنوان يعني أن الاتصال بين الزائر وموقعك مشفّر. باتت المتصفحات تصف المواقع التي تفتقر إليه بأنها «غير آمنة»، وهذا يكلّفك ثقة الزوار وترتيبك في نتائج البحث. الشهادات مجانية وتتجدد تلقائيًا لدى أي مزوّد استضافة محترم.</p>

<h2>2. حدّث البرمجيات باستمرار</h2>
<p>الإضافات والقوالب القديمة هي أكثر الثغرات شيوعًا. فعّل التحديثات التلقائية حيثما أمكن، واحذف الإضافات التي لم تعد تستخدمها، وتحقّق من التحديثات أسبوعيًا على الأقل إن تعذّر جعلها تلقائية.</p>

<h2>3. كلمات مرور قوية وفريدة وتسجيل دخول بخطوتين</h2>
<p>كل حساب له صلاحية الوصول إلى موقعك أو استضافتك أو نطاقك أو بريدك يحتاج إلى كلمة مرور طويلة خاصة به، محفوظة في مدير كلمات مرور. فعّل التحقق بخطوتين حتى لا تكفي كلمة مرور مسروقة وحدها.</p>

<h2>4. امنح كل شخص حسابه الخاص</h2>
<p>الحسابات المشتركة تجعل معرفة من غيّر ماذا أمرًا مستحيلًا، وتصعّب سحب الصلاحية حين يغادر أحدهم. امنح الموظفين والمتعاقدين حسابات خاصة بهم بالصلاحيات التي يحتاجونها فقط.</p>

<h2>5. انسخ احتياطيًا واختبر النسخة</h2>
<p>احتفظ بنسخ احتياطية يومية مخزّنة خارج حساب الاستضافة، واستعد إحداها بين حين وآخر لتتأكد أنها تعمل. النسخة الاحتياطية التي لم تستعدها قط مجرد أمنية، لا خطة.</p>

<h2>6. امتلك نطاقك</h2>
<p>تأكد أن النطاق مسجّل باسم شركتك، ببريد إلكتروني تتحكم فيه، ومضبوط على التجديد التلقائي. استعادة نطاق مفقود أصعب بكثير من إصلاح صفحة مخترقة.</p>

<h2>7. انتبه لعلامات الخطر</h2>
<p>الانخفاض المفاجئ في عدد الزوار، أو ظهور صفحات غريبة في نتائج البحث، أو حديث العملاء عن تحويلات غريبة، أو تحذيرات من مزوّد الاستضافة، كلها تستحق الفحص في اليوم نفسه. كلما اكتُشفت المشكلة أبكر، كان إصلاحها أرخص.</p>

<p>خطة الصيانة تتولى معظم هذا عنك، لكن معرفة الأساسيات تتيح لك أن تطرح الأسئلة الصحيحة على من يعتني بموقعك.</p>

<p>لمعرفة ما تشمله الخطة الشهرية، اقرأ <a href="/blog/website-maintenance-what-it-covers">ما الذي تشمله صيانة المواقع فعلًا</a>.</p>
`,
    },
    hy: {
      title: 'Կայքի անվտանգության հիմունքներ փոքր բիզնեսի համար',
      excerpt:
        'Փոքր բիզնեսներին հարձակվում են հենց այն պատճառով, որ նրանք հեշտ թիրախ են թվում։ Յոթ սովորություն, որոնք կանխում են հարձակումների մեծ մասը՝ բացատրված առանց ժարգոնի։',
      content: `
<p>«Ո՞ւմ պետք է իմ հացատան կայքը կոտրել»։ Պարզապես այն պատճառով, որ այն գոյություն ունի։ Հարձակումների մեծ մասն ավտոմատ է․ ծրագրերն օրական միլիոնավոր կայքեր են զննում՝ փնտրելով հնացած ծրագրակազմ ու թույլ գաղտնաբառեր, և նրանց համար միևնույն է, թե ում կայքն է։ Կոտրված կայքը կարող է ձեր անունից սպամ ուղարկել, հաճախորդներին վերահղել խարդախ էջեր կամ պարզապես անհետանալ որոնման արդյունքներից։ Այս սովորությունները կանխում են դրա ճնշող մեծամասնությունը։</p>

<h2>1. Օգտագործեք HTTPS ամենուր</h2>
<p>Հասցեի տողի կողպեքը նշանակում է, որ այցելուի և ձեր կայքի միջև կապը գաղտնագրված է։ Այսօր դիտարկիչներն առանց դրա կայքերը նշում են «Անվտանգ չէ», ինչը ձեզ արժենում է վստահություն և դիրքեր որոնման մեջ։ Սերտիֆիկատներն անվճար են և ցանկացած լավ հոսթինգում թարմացվում են ինքնաշխատ։</p>

<h2>2. Թարմացրեք ծրագրակազմը</h2>
<p>Հնացած փլագիններն ու թեմաները ներթափանցման ամենատարածված ճանապարհն են։ Միացրեք ինքնաշխատ թարմացումները, որտեղ հնարավոր է, հեռացրեք այլևս չօգտագործվող փլագինները, իսկ եթե թարմացումները հնարավոր չէ ավտոմատացնել, ստուգեք դրանք առնվազն շաբաթը մեկ անգամ։</p>

<h2>3. Ուժեղ, չկրկնվող գաղտնաբառեր և երկքայլ մուտք</h2>
<p>Յուրաքանչյուր հաշիվ, որն ունի մուտք ձեր կայք, հոսթինգ, դոմեն և էլփոստ, պետք է ունենա իր երկար գաղտնաբառը՝ պահված գաղտնաբառերի կառավարիչում։ Միացրեք երկքայլ նույնականացումը, որպեսզի միայն գողացված գաղտնաբառը բավարար չլինի։</p>

<h2>4. Յուրաքանչյուրին՝ իր հաշիվը</h2>
<p>Ընդհանուր մուտքանունների դեպքում անհնար է իմանալ, թե ով ինչ է փոխել, և դժվար է մուտքը փակել, երբ որևէ մեկը հեռանում է։ Աշխատակիցներին ու կապալառուներին տվեք առանձին հաշիվներ՝ միայն անհրաժեշտ թույլտվություններով։</p>

<h2>5. Պահուստավորեք և ստուգեք պահուստը</h2>
<p>Պահեք ամենօրյա պահուստային պատճեններ հոսթինգի հաշվից դուրս և ժամանակ առ ժամանակ վերականգնեք դրանցից մեկը՝ համոզվելու, որ այն աշխատում է։ Երբևէ չվերականգնված պահուստը հույս է, ոչ թե պլան։</p>

<h2>6. Դոմենը պետք է ձերը լինի</h2>
<p>Համոզվեք, որ դոմենը գրանցված է ձեր ընկերության անունով, ձեր վերահսկողության տակ գտնվող էլփոստով, և որ այն երկարաձգվում է ինքնաշխատ։ Կորցրած դոմենը վերադարձնելը շատ ավելի դժվար է, քան կոտրված էջը շտկելը։</p>

<h2>7. Հետևեք վտանգի նշաններին</h2>
<p>Այցելությունների կտրուկ անկումը, որոնման արդյունքներում տարօրինակ էջերը, հաճախորդների պատմածները անսովոր վերահղումների մասին կամ հոսթինգ մատակարարի նախազգուշացումները արժանի են նույն օրը ստուգման։ Որքան շուտ է խնդիրը հայտնաբերվում, այնքան էժան է այն շտկելը։</p>

<p>Սպասարկման փաթեթը ձեր փոխարեն հոգում է սրա մեծ մասը, բայց հիմունքներն իմանալով՝ կարող եք ճիշտ հարցեր տալ նրան, ով հոգ է տանում ձեր կայքի մասին։</p>

<p>Թե ինչ է ներառում ամսական փաթեթը, կարդացեք <a href="/blog/website-maintenance-what-it-covers">ինչ է իրականում ներառում կայքի սպասարկումը</a> հոդվածում։</p>
`,
    },
    ja: {
      title: '小規模事業者が知っておきたいウェブサイトのセキュリティの基本',
      excerpt:
        '小さな会社が狙われるのは、まさに「簡単に攻略できそう」に見えるからです。ほとんどの攻撃を防ぐ7つの習慣を、専門用語を使わずに解説します。',
      content: `
<p>「うちのパン屋のサイトなんて、誰がハッキングするの？」答えは、そこにサイトがあるからです。攻撃のほとんどは自動化されています。プログラムが古いソフトウェアや弱いパスワードを探して1日に何百万ものサイトを調べて回り、それが誰のサイトかは気にしません。乗っ取られたサイトは、あなたの名前で迷惑メールを送ったり、お客様を詐欺サイトへ転送したり、検索結果から消えてしまったりします。次の習慣で、その大半は防げます。</p>

<h2>1. サイト全体をHTTPSにする</h2>
<p>アドレスバーの鍵マークは、訪問者とサイトの間の通信が暗号化されていることを示します。今のブラウザは、HTTPSでないサイトを「保護されていない通信」と表示するため、信頼も検索順位も失います。証明書は無料で、まともなレンタルサーバーなら自動で更新されます。</p>

<h2>2. ソフトウェアを最新に保つ</h2>
<p>古いプラグインやテーマは、最もよくある侵入口です。できるところは自動更新を有効にし、使っていないプラグインは削除しましょう。自動化できない場合は、少なくとも週に一度は更新を確認してください。</p>

<h2>3. 強く使い回さないパスワードと2段階認証</h2>
<p>サイト、サーバー、ドメイン、メールにアクセスできるアカウントには、それぞれ別の長いパスワードを設定し、パスワード管理ツールに保管します。2段階認証を有効にしておけば、パスワードが盗まれただけではログインされません。</p>

<h2>4. 一人ひとりに専用のアカウントを</h2>
<p>ログイン情報を共有していると、誰が何を変更したのか分からず、退職者のアクセスを止めるのも大変です。スタッフや外部の協力者には個別のアカウントを発行し、必要な権限だけを与えましょう。</p>

<h2>5. バックアップを取り、復元を試す</h2>
<p>毎日のバックアップをサーバーのアカウントとは別の場所に保管し、ときどき実際に復元して使えることを確かめます。一度も復元したことのないバックアップは、計画ではなく願望にすぎません。</p>

<h2>6. ドメインは自社で所有する</h2>
<p>ドメインが自社名義で、自分で管理しているメールアドレスで登録され、自動更新になっていることを確認しましょう。ドメインを失うと、ページを乗っ取られるよりはるかに取り戻すのが大変です。</p>

<h2>7. 危険のサインを見逃さない</h2>
<p>アクセス数の急な減少、検索結果に出てくる見覚えのないページ、「変なサイトに飛ばされた」というお客様の声、サーバー会社からの警告。どれもその日のうちに確認すべきサインです。問題は早く見つけるほど、安く直せます。</p>

<p>保守プランに入れば、こうした作業のほとんどを任せられます。それでも基本を知っておけば、サイトを管理する担当者に的確な質問ができます。</p>

<p>月額プランに何が含まれるかは、<a href="/blog/website-maintenance-what-it-covers">ウェブサイト保守で実際に行うこと</a>をご覧ください。</p>
`,
    },
    ko: {
      title: '소상공인이 꼭 알아야 할 웹사이트 보안 기본',
      excerpt:
        '작은 회사가 공격받는 이유는 바로 쉬운 표적처럼 보이기 때문입니다. 대부분의 공격을 막아 주는 일곱 가지 습관을 전문 용어 없이 설명합니다.',
      content: `
<p>"누가 우리 빵집 웹사이트를 해킹하겠어?" 사이트가 있다는 것만으로 충분합니다. 대부분의 공격은 자동화되어 있습니다. 프로그램이 오래된 소프트웨어와 약한 비밀번호를 찾아 하루에 수백만 개의 사이트를 훑고 다니며, 누구의 사이트인지는 신경 쓰지 않습니다. 해킹된 사이트는 사장님 이름으로 스팸을 보내거나, 고객을 사기 사이트로 보내거나, 아예 검색 결과에서 사라질 수 있습니다. 다음 습관만 지켜도 대부분을 막을 수 있습니다.</p>

<h2>1. 모든 페이지에 HTTPS 적용하기</h2>
<p>주소창의 자물쇠는 방문자와 사이트 사이의 통신이 암호화되어 있다는 뜻입니다. 요즘 브라우저는 HTTPS가 없는 사이트에 '주의 요함'이라고 표시하기 때문에 신뢰도와 검색 순위를 모두 잃게 됩니다. 인증서는 무료이며, 괜찮은 호스팅이라면 자동으로 갱신됩니다.</p>

<h2>2. 소프트웨어를 최신 상태로 유지하기</h2>
<p>오래된 플러그인과 테마는 가장 흔한 침입 경로입니다. 가능한 곳에는 자동 업데이트를 켜고, 더 이상 쓰지 않는 플러그인은 삭제하세요. 자동화할 수 없다면 최소한 매주 한 번은 업데이트를 확인하세요.</p>

<h2>3. 강력하고 고유한 비밀번호와 2단계 인증</h2>
<p>사이트, 호스팅, 도메인, 이메일에 접근할 수 있는 모든 계정에는 각각 다른 긴 비밀번호를 쓰고 비밀번호 관리자에 보관하세요. 2단계 인증을 켜 두면 비밀번호가 도난당해도 그것만으로는 로그인할 수 없습니다.</p>

<h2>4. 사람마다 별도 계정 주기</h2>
<p>계정을 함께 쓰면 누가 무엇을 바꿨는지 알 수 없고, 누군가 그만둘 때 접근 권한을 회수하기도 어렵습니다. 직원과 외주 인력에게 각자의 계정을 만들어 주고, 필요한 권한만 부여하세요.</p>

<h2>5. 백업하고, 백업을 시험해 보기</h2>
<p>매일 백업을 하되 호스팅 계정과 분리된 곳에 보관하고, 가끔 하나를 복원해 실제로 작동하는지 확인하세요. 한 번도 복원해 보지 않은 백업은 계획이 아니라 희망일 뿐입니다.</p>

<h2>6. 도메인은 직접 소유하기</h2>
<p>도메인이 회사 명의로, 직접 관리하는 이메일 주소로 등록되어 있고 자동 갱신이 설정되어 있는지 확인하세요. 도메인을 잃으면 해킹된 페이지를 복구하는 것보다 훨씬 되찾기 어렵습니다.</p>

<h2>7. 위험 신호 살피기</h2>
<p>갑작스러운 방문자 감소, 검색 결과에 보이는 낯선 페이지, 이상한 곳으로 연결된다는 고객의 말, 호스팅 업체의 경고는 모두 당일에 확인해야 할 신호입니다. 문제는 빨리 발견할수록 고치는 비용이 적게 듭니다.</p>

<p>유지보수 플랜이 이 중 대부분을 대신 처리해 드리지만, 기본을 알고 있으면 사이트를 관리하는 사람에게 제대로 된 질문을 할 수 있습니다.</p>

<p>월간 플랜에 무엇이 포함되는지는 <a href="/blog/website-maintenance-what-it-covers">웹사이트 유지보수가 실제로 하는 일</a>에서 확인하세요.</p>
`,
    },
    ru: {
      title: 'Основы безопасности сайта для владельца малого бизнеса',
      excerpt:
        'Малый бизнес атакуют именно потому, что он кажется лёгкой добычей. Семь привычек, которые останавливают большинство атак, — простыми словами, без жаргона.',
      content: `
<p>«Кому нужно взламывать сайт моей пекарни?» Достаточно того, что он существует. Большинство атак автоматические: программы ежедневно проверяют миллионы сайтов в поисках устаревшего ПО и слабых паролей, и им всё равно, чей это сайт. Взломанный сайт может рассылать спам от вашего имени, перенаправлять клиентов на мошеннические страницы или просто исчезнуть из поисковой выдачи. Эти привычки защищают от подавляющего большинства таких атак.</p>

<h2>1. HTTPS на всём сайте</h2>
<p>Замок в адресной строке означает, что обмен данными между посетителем и сайтом зашифрован. Сайты без него браузеры теперь помечают как «Не защищено», а это стоит вам доверия посетителей и позиций в поиске. Сертификаты бесплатны и на любом приличном хостинге продлеваются автоматически.</p>

<h2>2. Вовремя обновляйте программы</h2>
<p>Устаревшие плагины и темы — самая частая лазейка для взлома. Включите автоматические обновления везде, где можно, удалите плагины, которыми больше не пользуетесь, а если автоматизировать обновления нельзя, проверяйте их хотя бы раз в неделю.</p>

<h2>3. Надёжные уникальные пароли и двухэтапный вход</h2>
<p>У каждой учётной записи с доступом к сайту, хостингу, домену и почте должен быть свой длинный пароль, который хранится в менеджере паролей. Включите двухэтапную проверку, чтобы одного украденного пароля было недостаточно.</p>

<h2>4. У каждого — своя учётная запись</h2>
<p>При общих логинах невозможно понять, кто что изменил, и сложно закрыть доступ, когда человек уходит. Дайте сотрудникам и подрядчикам отдельные учётные записи только с теми правами, которые им действительно нужны.</p>

<h2>5. Делайте резервные копии и проверяйте их</h2>
<p>Храните ежедневные резервные копии вне хостинг-аккаунта и время от времени восстанавливайте одну из них, чтобы убедиться, что она рабочая. Резервная копия, которую вы ни разу не восстанавливали, — это надежда, а не план.</p>

<h2>6. Домен должен принадлежать вам</h2>
<p>Убедитесь, что домен зарегистрирован на вашу компанию, на адрес почты, который вы контролируете, и что включено автопродление. Вернуть потерянный домен гораздо труднее, чем восстановить взломанную страницу.</p>

<h2>7. Следите за тревожными признаками</h2>
<p>Внезапное падение трафика, странные страницы в поисковой выдаче, жалобы клиентов на непонятные переадресации или предупреждения от хостинга — всё это нужно проверить в тот же день. Чем раньше обнаружена проблема, тем дешевле её исправить.</p>

<p>План обслуживания берёт большую часть этого на себя, но, зная основы, вы сможете задавать правильные вопросы тому, кто отвечает за ваш сайт.</p>

<p>Что входит в ежемесячный план, читайте в статье <a href="/blog/website-maintenance-what-it-covers">что на самом деле включает обслуживание сайта</a>.</p>
`,
    },
  },
  content: `
<p>"Why would anyone hack my bakery's website?" Because it is there. Most attacks are automated: programs scan millions of sites a day for outdated software and weak passwords, and they do not care whose site it is. A hacked site can send spam in your name, redirect customers to scams or simply disappear from search results. These habits stop the vast majority of it.</p>

<h2>1. Use HTTPS everywhere</h2>
<p>The padlock in the address bar means traffic between your visitor and your site is encrypted. Browsers now label sites without it as "Not secure", which costs you trust and search ranking. Certificates are free and renew automatically on any decent host.</p>

<h2>2. Keep software up to date</h2>
<p>Outdated plugins and themes are the most common way in. Turn on automatic updates where you can, remove plugins you no longer use, and check for updates at least weekly if you cannot automate them.</p>

<h2>3. Use strong, unique passwords and two-step sign-in</h2>
<p>Every account with access to your site, hosting, domain and email needs its own long password, kept in a password manager. Turn on two-step verification, so a stolen password alone is not enough.</p>

<h2>4. Give each person their own account</h2>
<p>Shared logins make it impossible to know who changed what and hard to remove access when someone leaves. Give staff and contractors their own accounts with only the permissions they need.</p>

<h2>5. Back up, and test the backup</h2>
<p>Keep daily backups stored away from your hosting account, and restore one once in a while to prove it works. A backup you have never restored is a hope, not a plan.</p>

<h2>6. Own your domain</h2>
<p>Make sure the domain is registered in your business's name, with an email address you control, and set to renew automatically. Losing a domain is far harder to fix than a hacked page.</p>

<h2>7. Watch for warning signs</h2>
<p>Sudden traffic drops, strange pages in search results, customers mentioning odd redirects or your host sending warnings all deserve a same-day look. The earlier a problem is caught, the cheaper it is to fix.</p>

<p>A maintenance plan covers most of this for you, but knowing the basics means you can ask the right questions of whoever looks after your site.</p>

<p>For what a monthly plan includes, see <a href="/blog/website-maintenance-what-it-covers">what website maintenance actually covers</a>.</p>
`,
};
