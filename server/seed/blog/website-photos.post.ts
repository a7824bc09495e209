import type { BlogSeed } from './blog-seed';

export const websitePhotosPost: BlogSeed = {
  key: 'photos-that-sell',
  slug: 'website-photos-that-sell',
  title: 'Photos That Sell: Preparing Images for Your Business Website',
  excerpt:
    'Good photos build trust faster than any sentence, and badly prepared ones slow your site to a crawl. How to take, choose and size images that do both jobs well.',
  tags: ['Images', 'Performance', 'Branding'],
  status: 'published',
  daysAgo: 40,
  translations: {
    es: {
      title: 'Fotos que venden: cómo preparar las imágenes de su web',
      excerpt:
        'Una buena foto genera confianza antes que cualquier frase; una mal preparada ralentiza su web. Cómo hacer, elegir y dimensionar imágenes que cumplan ambas funciones.',
      content: `
<p>La gente le compra a la gente. Una foto de su local de verdad, de su equipo de verdad y de su trabajo de verdad le dice más al visitante de un vistazo que una página de texto, y es la forma más rápida de distinguirse de la competencia que usa las mismas fotos de archivo. Pero las fotos también son la parte más pesada de la mayoría de las webs. Si las prepara bien, obtiene la confianza sin la espera.</p>

<h2>Haga fotos que merezca la pena mostrar</h2>
<ul>
  <li><strong>Aproveche la luz natural.</strong> Fotografíe cerca de una ventana o al aire libre, por la mañana o a última hora de la tarde. Apague el flash.</li>
  <li><strong>Muestre el resultado, no las herramientas.</strong> Una cocina terminada, un paciente contento, un plato tal como llega a la mesa.</li>
  <li><strong>Incluya personas.</strong> Las caras atraen la mirada. Pida permiso y, si son clientes, que quede por escrito.</li>
  <li><strong>Dispare en horizontal</strong> para banners y secciones anchas, y haga también algunas en vertical para móviles.</li>
</ul>

<h2>Elija menos imágenes, pero mejores</h2>
<p>Diez fotos potentes valen más que cuarenta normalitas. Descarte las casi repetidas, las movidas y cualquiera que necesite explicación. Mantenga un estilo coherente: luz parecida, colores parecidos, encuadres parecidos. Una web con un conjunto de imágenes coherente parece diseñada por profesionales aunque la maquetación sea sencilla.</p>

<h2>Ajuste su tamaño a la pantalla</h2>
<p>Una foto recién salida de un móvil actual puede medir cuatro mil píxeles de ancho y pesar varios megabytes. Ninguna pantalla necesita tanto. Exporte las imágenes más o menos al tamaño máximo en que se verán, normalmente 1600 píxeles de ancho para banners a pantalla completa y 800 para tarjetas, y deje que su web sirva versiones más pequeñas a los móviles.</p>

<h2>Use formatos modernos</h2>
<p>Las imágenes AVIF y WebP suelen pesar la mitad que un JPEG con la misma calidad visible, y todos los navegadores actuales las admiten. Una web bien hecha ofrece estos formatos con un JPEG de respaldo de forma automática, así que usted solo sube un original.</p>

<h2>Describa cada imagen</h2>
<p>Escriba una breve descripción de lo que muestra cada foto para los lectores de pantalla y los buscadores: «Baño recién reformado con ducha a ras de suelo en una casa de Round Rock». Ayuda a los visitantes que no pueden ver la imagen y a que sus fotos aparezcan en la búsqueda de imágenes.</p>

<h2>Elimine los datos ocultos</h2>
<p>Las fotos del móvil llevan datos de ubicación y de la cámara. Elimínelos antes de publicar, sobre todo en fotos hechas en casa o en el domicilio de clientes. Las buenas plataformas web lo hacen por usted al subirlas.</p>

<p>Las imágenes son solo una parte de una web rápida: lea <a href="/blog/fast-business-website-page-speed-guide">nuestra guía de velocidad de carga</a> para el resto.</p>
`,
    },
    fr: {
      title: 'Des photos qui vendent : préparer les images de votre site',
      excerpt:
        'Une bonne photo inspire confiance plus vite qu’une phrase ; mal préparée, elle ralentit votre site. Comment prendre, choisir et dimensionner des images qui font les deux.',
      content: `
<p>On achète à des gens, pas à des logos. Une photo de votre vraie boutique, de votre vraie équipe et de votre vrai travail en dit plus au visiteur en un coup d’œil qu’une page de texte, et c’est le moyen le plus rapide de vous démarquer des concurrents qui utilisent les mêmes photos de banque d’images. Mais les photos sont aussi l’élément le plus lourd de la plupart des sites. Bien préparées, elles vous apportent la confiance sans l’attente.</p>

<h2>Prenez des photos qui méritent d’être montrées</h2>
<ul>
  <li><strong>Profitez de la lumière du jour.</strong> Photographiez près d’une fenêtre ou en extérieur, le matin ou en fin d’après-midi. Coupez le flash.</li>
  <li><strong>Montrez le résultat, pas les outils.</strong> Une cuisine terminée, un patient souriant, une assiette telle qu’elle arrive à table.</li>
  <li><strong>Mettez des gens dans le cadre.</strong> Les visages retiennent l’attention. Demandez l’autorisation, et par écrit pour les clients.</li>
  <li><strong>Cadrez à l’horizontale</strong> pour les bannières et les sections larges, et prenez quelques clichés verticaux pour les téléphones.</li>
</ul>

<h2>Moins d’images, mais de meilleures</h2>
<p>Dix photos fortes valent mieux que quarante photos moyennes. Écartez les quasi-doublons, les clichés flous et tout ce qui demande une explication. Gardez une cohérence visuelle : lumière, couleurs et cadrages semblables. Un site aux images cohérentes paraît conçu par des professionnels, même avec une mise en page simple.</p>

<h2>Dimensionnez-les pour l’écran</h2>
<p>Une photo tout droit sortie d’un smartphone récent peut faire quatre mille pixels de large et peser plusieurs mégaoctets. Aucun écran n’en a besoin. Exportez vos images à peu près à la plus grande taille à laquelle elles seront affichées, en général 1600 pixels de large pour les bannières pleine largeur et 800 pour les cartes, et laissez votre site servir des versions plus petites aux téléphones.</p>

<h2>Adoptez les formats modernes</h2>
<p>Les images AVIF et WebP pèsent souvent moitié moins qu’un JPEG de qualité visuelle équivalente, et tous les navigateurs actuels les prennent en charge. Un site bien conçu propose automatiquement ces formats avec un JPEG de secours : vous n’envoyez qu’un seul original.</p>

<h2>Décrivez chaque image</h2>
<p>Rédigez une courte description de ce que montre chaque photo, pour les lecteurs d’écran et les moteurs de recherche : « Salle de bains fraîchement rénovée avec douche à l’italienne dans une maison de Round Rock ». Elle aide les visiteurs qui ne voient pas l’image et fait apparaître vos photos dans la recherche d’images.</p>

<h2>Supprimez les données cachées</h2>
<p>Les photos prises au téléphone contiennent la position GPS et des informations sur l’appareil. Supprimez-les avant publication, surtout pour les photos prises chez vous ou chez des clients. Les bonnes plateformes de site le font pour vous au moment de l’envoi.</p>

<p>Les images ne sont qu’un des ingrédients d’un site rapide : lisez <a href="/blog/fast-business-website-page-speed-guide">notre guide de la vitesse de chargement</a> pour le reste.</p>
`,
    },
    de: {
      title: 'Fotos, die verkaufen: Bilder für Ihre Firmenwebsite vorbereiten',
      excerpt:
        'Gute Fotos schaffen schneller Vertrauen als jeder Satz, schlecht vorbereitete bremsen Ihre Website aus. Wie Sie Bilder aufnehmen, auswählen und skalieren, die beides leisten.',
      content: `
<p>Menschen kaufen bei Menschen. Ein Foto Ihres echten Ladens, Ihres echten Teams und Ihrer echten Arbeit sagt Besuchern auf einen Blick mehr als eine Seite Text, und es ist der schnellste Weg, sich von Mitbewerbern mit denselben Stockfotos abzuheben. Gleichzeitig sind Fotos der schwerste Teil der meisten Websites. Richtig vorbereitet bringen sie Vertrauen, ohne dass jemand warten muss.</p>

<h2>Fotos machen, die sich zeigen lassen</h2>
<ul>
  <li><strong>Nutzen Sie Tageslicht.</strong> Fotografieren Sie am Fenster oder draußen, morgens oder am späten Nachmittag. Schalten Sie den Blitz aus.</li>
  <li><strong>Zeigen Sie das Ergebnis, nicht das Werkzeug.</strong> Eine fertige Küche, ein zufriedener Patient, ein Teller, wie er auf den Tisch kommt.</li>
  <li><strong>Zeigen Sie Menschen.</strong> Gesichter ziehen den Blick an. Fragen Sie um Erlaubnis, bei Kunden schriftlich.</li>
  <li><strong>Fotografieren Sie im Querformat</strong> für Banner und breite Abschnitte, und machen Sie ein paar Hochformataufnahmen fürs Smartphone.</li>
</ul>

<h2>Weniger, aber bessere Bilder wählen</h2>
<p>Zehn starke Fotos schlagen vierzig mittelmäßige. Sortieren Sie Beinahe-Dubletten, Verwackeltes und alles aus, was man erst erklären muss. Achten Sie auf einen einheitlichen Look: ähnliches Licht, ähnliche Farben, ähnliche Bildausschnitte. Eine Website mit stimmigen Bildern wirkt auch bei schlichtem Layout professionell gestaltet.</p>

<h2>Auf Bildschirmgröße bringen</h2>
<p>Ein Foto direkt vom aktuellen Smartphone ist schnell viertausend Pixel breit und mehrere Megabyte groß. Kein Bildschirm braucht das. Exportieren Sie Bilder etwa in der größten Größe, in der sie angezeigt werden, meist 1600 Pixel Breite für bildschirmbreite Banner und 800 für Karten, und lassen Sie Ihre Website Smartphones kleinere Versionen ausliefern.</p>

<h2>Moderne Formate nutzen</h2>
<p>AVIF- und WebP-Bilder sind bei gleicher sichtbarer Qualität oft nur halb so groß wie ein JPEG, und alle aktuellen Browser unterstützen sie. Eine gut gebaute Website bietet diese Formate automatisch mit einem JPEG als Rückfalloption an, Sie laden also nur ein Original hoch.</p>

<h2>Jedes Bild beschreiben</h2>
<p>Schreiben Sie für Screenreader und Suchmaschinen kurz auf, was jedes Foto zeigt: „Frisch renoviertes Bad mit bodengleicher Dusche in einem Haus in Round Rock“. Das hilft Besuchern, die das Bild nicht sehen können, und bringt Ihre Fotos in die Bildersuche.</p>

<h2>Versteckte Daten entfernen</h2>
<p>Handyfotos enthalten Standortdaten und Kameradetails. Entfernen Sie diese vor dem Veröffentlichen, besonders bei Fotos, die bei Ihnen zu Hause oder bei Kunden entstanden sind. Gute Website-Plattformen erledigen das beim Hochladen für Sie.</p>

<p>Bilder sind nur ein Teil einer schnellen Website: Den Rest lesen Sie in <a href="/blog/fast-business-website-page-speed-guide">unserem Leitfaden zur Ladezeit</a>.</p>
`,
    },
    zh: {
      title: '让客户下单的照片：企业网站图片准备指南',
      excerpt:
        '好照片建立信任的速度胜过任何文字，没处理好的照片却会拖慢整个网站。教您如何拍摄、挑选并调整图片尺寸，让它两头兼顾。',
      content: `
<p>人们愿意和真实的人做生意。一张您真实的店面、真实的团队和真实作品的照片，访客扫一眼获得的信息就胜过一整页文字；这也是和那些用着同样图库照片的竞争对手拉开差距的最快办法。但照片也是大多数网站里最“重”的部分。处理得当，您就能赢得信任，又不让访客干等。</p>

<h2>拍值得展示的照片</h2>
<ul>
  <li><strong>利用自然光。</strong>在窗边或户外拍，时间选在上午或傍晚。关掉闪光灯。</li>
  <li><strong>展示成果，而不是工具。</strong>装好的厨房、满意的患者、刚端上桌的一盘菜。</li>
  <li><strong>让人物入镜。</strong>人脸最能抓住目光。拍之前先征得同意，客户的话要有书面许可。</li>
  <li><strong>横着拍</strong>用于横幅和宽版块，再拍几张竖图给手机用。</li>
</ul>

<h2>少而精</h2>
<p>十张出彩的照片胜过四十张平庸的。删掉几乎重复的、拍糊的，以及任何需要解释才看得懂的照片。保持统一的风格：相近的光线、相近的色调、相近的构图。图片风格统一的网站，即使版式简单，看起来也像出自专业设计之手。</p>

<h2>按屏幕调整尺寸</h2>
<p>新款手机直出的照片可能有四千像素宽、好几兆字节大，没有哪块屏幕需要这么大。导出时按图片实际显示的最大尺寸来，通栏横幅一般 1600 像素宽，卡片 800 像素，再让网站给手机提供更小的版本。</p>

<h2>使用新一代格式</h2>
<p>在肉眼看来画质相同的情况下，AVIF 和 WebP 图片往往只有 JPEG 的一半大小，而且所有主流浏览器都已支持。搭建得当的网站会自动提供这些格式，并以 JPEG 兜底，您只需上传一张原图。</p>

<h2>为每张图片写描述</h2>
<p>为屏幕阅读器和搜索引擎写一句简短的描述，说明照片里是什么，比如“朗德罗克一户人家刚翻新的浴室，带无门槛淋浴间”。这既能帮助看不到图片的访客，也能让您的照片出现在图片搜索中。</p>

<h2>清除隐藏信息</h2>
<p>手机拍的照片带有位置信息和相机参数。发布前把它们清除掉，在家里或客户家中拍的照片尤其如此。好的建站平台会在您上传时自动处理。</p>

<p>图片只是网站快慢的一个方面，其余内容请阅读<a href="/blog/fast-business-website-page-speed-guide">我们的网页速度指南</a>。</p>
`,
    },
    ar: {
      title: 'صور تبيع: كيف تجهّز صور موقع شركتك',
      excerpt:
        'الصورة الجيدة تبني الثقة أسرع من أي جملة، والصورة المجهّزة بشكل سيئ تبطئ موقعك إلى حد الزحف. كيف تلتقط الصور وتختارها وتضبط أحجامها لتؤدي المهمتين معًا.',
      content: `
<p>الناس يشترون من الناس. صورة لمتجرك الحقيقي وفريقك الحقيقي وعملك الحقيقي تقول للزائر في نظرة واحدة أكثر مما تقوله صفحة كاملة من النص، وهي أسرع طريقة لتبدو مختلفًا عن منافسين يستخدمون صور المكتبات نفسها. لكن الصور أيضًا أثقل ما في معظم المواقع. تجهيزها كما ينبغي يمنحك الثقة دون أن يضطر أحد إلى الانتظار.</p>

<h2>التقط صورًا تستحق العرض</h2>
<ul>
  <li><strong>استفد من ضوء النهار.</strong> صوّر قرب نافذة أو في الخارج صباحًا أو في آخر العصر. وأطفئ الفلاش.</li>
  <li><strong>اعرض النتيجة لا الأدوات.</strong> مطبخ مكتمل، ومريض سعيد، وطبق طعام كما يصل إلى المائدة.</li>
  <li><strong>أظهر الناس.</strong> الوجوه تشدّ الانتباه. استأذن أولًا، واحصل على الإذن كتابةً من العملاء.</li>
  <li><strong>صوّر أفقيًا</strong> للافتات والأقسام العريضة، والتقط بضع صور عمودية للهواتف.</li>
</ul>

<h2>اختر صورًا أقل وأفضل</h2>
<p>عشر صور قوية أفضل من أربعين صورة عادية. احذف الصور المتشابهة تقريبًا والمهتزة وكل صورة تحتاج إلى شرح. حافظ على طابع موحّد: إضاءة متقاربة وألوان متقاربة وتأطير متقارب. الموقع الذي تتناسق صوره يبدو من تصميم محترفين حتى لو كان تخطيطه بسيطًا.</p>

<h2>اضبط حجمها على الشاشة</h2>
<p>قد يبلغ عرض الصورة الخارجة للتو من هاتف حديث أربعة آلاف بكسل وحجمها عدة ميغابايتات، ولا تحتاج أي شاشة إلى ذلك. صدّر الصور بحجم قريب من أكبر حجم ستُعرض به، وغالبًا 1600 بكسل عرضًا للافتات بعرض الصفحة و800 للبطاقات، ودع موقعك يقدّم نسخًا أصغر للهواتف.</p>

<h2>استخدم الصيغ الحديثة</h2>
<p>كثيرًا ما يكون حجم صور AVIF وWebP نصف حجم صورة JPEG بالجودة المرئية نفسها، وكل المتصفحات الحالية تدعمها. الموقع المبني جيدًا يقدّم هذه الصيغ تلقائيًا مع صورة JPEG احتياطية، فلا ترفع أنت إلا نسخة أصلية واحدة.</p>

<h2>صِف كل صورة</h2>
<p>اكتب وصفًا قصيرًا لما تُظهره كل صورة لقارئات الشاشة ومحركات البحث: «حمّام جُدّد حديثًا مع دش بلا حواجز في منزل بمدينة راوند روك». يساعد ذلك الزوار الذين لا يستطيعون رؤية الصورة، ويساعد صورك على الظهور في البحث عن الصور.</p>

<h2>احذف البيانات المخفية</h2>
<p>تحمل صور الهاتف بيانات الموقع الجغرافي وتفاصيل الكاميرا. احذفها قبل النشر، خاصة في الصور الملتقطة في المنزل أو في عناوين العملاء. المنصات الجيدة تفعل ذلك عنك عند الرفع.</p>

<p>الصور جزء واحد فقط من الموقع السريع: اقرأ <a href="/blog/fast-business-website-page-speed-guide">دليلنا لسرعة الصفحات</a> لمعرفة الباقي.</p>
`,
    },
    hy: {
      title: 'Վաճառող լուսանկարներ․ նկարներ ձեր բիզնես կայքի համար',
      excerpt:
        'Լավ լուսանկարը վստահություն է ստեղծում ավելի արագ, քան ցանկացած բառ, իսկ վատ պատրաստվածը դանդաղեցնում է կայքը։ Ինչպես նկարել, ընտրել և չափսավորել պատկերները։',
      content: `
<p>Մարդիկ գնում են մարդկանցից։ Ձեր իրական խանութի, իրական թիմի և իրական աշխատանքի լուսանկարը մեկ հայացքով ավելին է ասում այցելուին, քան մի ամբողջ էջ տեքստը, և դա ամենաարագ ձևն է տարբերվելու նույն ֆոտոբանկային նկարներն օգտագործող մրցակիցներից։ Բայց լուսանկարները նաև կայքերի մեծ մասի ամենածանր մասն են։ Ճիշտ պատրաստված լինելու դեպքում դրանք վստահություն են բերում՝ առանց սպասեցնելու։</p>

<h2>Նկարեք ցուցադրելու արժանի լուսանկարներ</h2>
<ul>
  <li><strong>Օգտվեք ցերեկային լույսից։</strong> Նկարեք պատուհանի մոտ կամ դրսում՝ առավոտյան կամ ուշ կեսօրին։ Անջատեք բռնկումը։</li>
  <li><strong>Ցույց տվեք արդյունքը, ոչ թե գործիքները։</strong> Պատրաստի խոհանոց, գոհ պացիենտ, ուտեստ՝ այնպես, ինչպես այն հասնում է սեղանին։</li>
  <li><strong>Կադրում մարդիկ լինեն։</strong> Դեմքերը գրավում են ուշադրությունը։ Թույլտվություն խնդրեք, իսկ հաճախորդներից՝ գրավոր։</li>
  <li><strong>Նկարեք հորիզոնական</strong> բաններների և լայն բաժինների համար, և մի քանի ուղղահայաց կադր արեք հեռախոսների համար։</li>
</ul>

<h2>Ընտրեք քիչ, բայց լավ պատկերներ</h2>
<p>Տասը ուժեղ լուսանկարն ավելի լավ է, քան քառասուն միջակը։ Հեռացրեք գրեթե կրկնվող, պղտոր և բացատրության կարիք ունեցող կադրերը։ Պահպանեք միասնական ոճ՝ նման լույս, նման գույներ, նման կադրավորում։ Ներդաշնակ պատկերներով կայքը պրոֆեսիոնալ է թվում նույնիսկ պարզ դասավորությամբ։</p>

<h2>Չափսը հարմարեցրեք էկրանին</h2>
<p>Ժամանակակից հեռախոսից ուղիղ վերցրած լուսանկարը կարող է լինել չորս հազար պիքսել լայնությամբ և մի քանի մեգաբայթ։ Ոչ մի էկրանի դա պետք չէ։ Արտահանեք պատկերները մոտավորապես այն ամենամեծ չափսով, որով դրանք կցուցադրվեն՝ սովորաբար 1600 պիքսել լայնությամբ ամբողջ լայնքով բաններների և 800՝ քարտերի համար, և թողեք, որ կայքը հեռախոսներին ավելի փոքր տարբերակներ տրամադրի։</p>

<h2>Օգտագործեք ժամանակակից ձևաչափեր</h2>
<p>AVIF և WebP պատկերները հաճախ երկու անգամ փոքր են նույն տեսանելի որակով JPEG-ից, և բոլոր ժամանակակից դիտարկիչներն աջակցում են դրանց։ Լավ կառուցված կայքն այս ձևաչափերն ինքնաշխատ առաջարկում է JPEG պահեստային տարբերակով, այնպես որ դուք վերբեռնում եք միայն մեկ բնօրինակ։</p>

<h2>Նկարագրեք յուրաքանչյուր պատկեր</h2>
<p>Էկրանի ընթերցիչների և որոնողական համակարգերի համար գրեք կարճ նկարագրություն այն մասին, թե ինչ է երևում լուսանկարում․ «Նոր վերանորոգված լոգարան՝ առանց շեմի ցնցուղով, Ռաունդ Ռոքի մի տանը»։ Դա օգնում է այն այցելուներին, ովքեր չեն կարող տեսնել պատկերը, և օգնում է ձեր լուսանկարներին հայտնվել պատկերների որոնման մեջ։</p>

<h2>Հեռացրեք թաքնված տվյալները</h2>
<p>Հեռախոսով արված լուսանկարները պարունակում են տեղորոշման տվյալներ և տեսախցիկի մանրամասներ։ Հեռացրեք դրանք հրապարակելուց առաջ, հատկապես տանը կամ հաճախորդների հասցեներում արված լուսանկարների դեպքում։ Լավ կայքային հարթակներն այդ անում են ձեր փոխարեն՝ վերբեռնելիս։</p>

<p>Պատկերները արագ կայքի միայն մի մասն են․ մնացածի մասին կարդացեք <a href="/blog/fast-business-website-page-speed-guide">էջի արագության մեր ուղեցույցում</a>։</p>
`,
    },
    ja: {
      title: '売れる写真：ビジネスサイト用の画像の準備ガイド',
      excerpt:
        '良い写真はどんな言葉よりも早く信頼を生み、準備不足の写真はサイトを重くします。その両方を満たす画像の撮り方、選び方、サイズの整え方を紹介します。',
      content: `
<p>人は人から買います。実際のお店、実際のスタッフ、実際の仕事ぶりを写した写真は、ページいっぱいの文章よりも一目で多くを伝え、同じストック写真を使う競合と差をつけるいちばんの近道です。ただし写真は、多くのサイトで最も重いデータでもあります。きちんと準備すれば、待たせることなく信頼を得られます。</p>

<h2>見せる価値のある写真を撮る</h2>
<ul>
  <li><strong>自然光を使う。</strong>窓際や屋外で、朝か夕方の早い時間に撮りましょう。フラッシュはオフに。</li>
  <li><strong>道具ではなく成果を見せる。</strong>完成したキッチン、笑顔の患者さん、テーブルに運ばれてきたときの料理。</li>
  <li><strong>人を写す。</strong>顔は視線を引きつけます。撮影前に許可を取り、お客様の場合は書面でもらいましょう。</li>
  <li><strong>横位置で撮る</strong>とバナーや横長のセクションに使えます。スマホ向けに縦位置も何枚か撮っておきましょう。</li>
</ul>

<h2>枚数を絞り、質を上げる</h2>
<p>力のある写真10枚は、そこそこの写真40枚に勝ります。似たようなカット、ぶれた写真、説明がないと分からない写真は外しましょう。光の具合、色合い、構図をそろえて統一感を出すこと。写真に統一感のあるサイトは、シンプルなレイアウトでもプロがデザインしたように見えます。</p>

<h2>画面に合わせてサイズを整える</h2>
<p>最新のスマホで撮ったままの写真は、幅4,000ピクセル、数メガバイトになることもあります。そこまで必要な画面はありません。表示される最大サイズ程度、一般的には全幅バナーで幅1600ピクセル、カードで800ピクセルに書き出し、スマホには小さい版をサイト側で配信させましょう。</p>

<h2>新しい画像形式を使う</h2>
<p>AVIFやWebPの画像は、見た目の画質が同じでもJPEGの半分ほどのサイズになることが多く、現在の主要ブラウザはすべて対応しています。よくできたサイトは、これらの形式とJPEGの代替を自動で用意するので、アップロードするのは元画像1枚だけで済みます。</p>

<h2>すべての画像に説明を付ける</h2>
<p>スクリーンリーダーと検索エンジンのために、写真に何が写っているかを短く書きます。たとえば「ラウンドロックの住宅で改装したばかりの、段差のないシャワー付き浴室」。画像を見られない人の助けになり、写真が画像検索に表示されやすくなります。</p>

<h2>隠れたデータを削除する</h2>
<p>スマホの写真には位置情報やカメラの情報が含まれています。公開前に削除しましょう。自宅やお客様の住所で撮った写真は特に注意が必要です。良いサイト制作プラットフォームなら、アップロード時に自動で削除してくれます。</p>

<p>画像は高速なサイトの一要素にすぎません。そのほかのポイントは<a href="/blog/fast-business-website-page-speed-guide">表示速度ガイド</a>をご覧ください。</p>
`,
    },
    ko: {
      title: '팔리는 사진: 비즈니스 웹사이트용 이미지 준비하기',
      excerpt:
        '좋은 사진은 어떤 문장보다 빨리 신뢰를 쌓고, 잘못 준비한 사진은 사이트를 느리게 만듭니다. 두 가지를 모두 잡는 사진 촬영, 선택, 크기 조정 방법을 알려 드립니다.',
      content: `
<p>사람은 사람에게서 삽니다. 실제 매장, 실제 직원, 실제 작업물을 담은 사진 한 장은 한 페이지 분량의 글보다 방문자에게 더 많은 것을 한눈에 전하고, 똑같은 스톡 사진을 쓰는 경쟁사와 차별화하는 가장 빠른 방법입니다. 하지만 사진은 대부분의 웹사이트에서 가장 무거운 요소이기도 합니다. 제대로 준비하면 방문자를 기다리게 하지 않고도 신뢰를 얻을 수 있습니다.</p>

<h2>보여 줄 가치가 있는 사진 찍기</h2>
<ul>
  <li><strong>자연광을 활용하세요.</strong> 창가나 야외에서 오전 또는 늦은 오후에 촬영하고, 플래시는 끄세요.</li>
  <li><strong>도구가 아니라 결과를 보여 주세요.</strong> 완성된 주방, 만족한 환자, 테이블에 막 놓인 음식 한 접시처럼요.</li>
  <li><strong>사람을 담으세요.</strong> 얼굴은 시선을 붙잡습니다. 먼저 허락을 구하고, 고객이라면 서면으로 동의를 받으세요.</li>
  <li><strong>가로로 찍으세요.</strong> 배너와 넓은 섹션에 쓰기 좋습니다. 휴대폰용 세로 사진도 몇 장 찍어 두세요.</li>
</ul>

<h2>적지만 더 좋은 사진 고르기</h2>
<p>강렬한 사진 열 장이 평범한 사진 마흔 장보다 낫습니다. 거의 똑같은 사진, 흔들린 사진, 설명이 필요한 사진은 빼세요. 비슷한 빛, 비슷한 색감, 비슷한 구도로 일관성을 유지하세요. 이미지에 통일감이 있는 사이트는 레이아웃이 단순해도 전문가가 디자인한 것처럼 보입니다.</p>

<h2>화면에 맞게 크기 조정하기</h2>
<p>최신 휴대폰으로 찍은 원본 사진은 가로 4,000픽셀에 용량이 몇 메가바이트나 될 수 있습니다. 그런 크기가 필요한 화면은 없습니다. 이미지가 표시될 가장 큰 크기 정도로, 보통 전체 너비 배너는 가로 1600픽셀, 카드는 800픽셀로 내보내고, 휴대폰에는 사이트가 더 작은 버전을 보내도록 하세요.</p>

<h2>최신 이미지 형식 사용하기</h2>
<p>AVIF와 WebP 이미지는 눈으로 보기에 같은 화질이면서 JPEG의 절반 크기인 경우가 많고, 현재의 모든 브라우저가 지원합니다. 잘 만든 사이트는 이 형식들을 JPEG 대체 이미지와 함께 자동으로 제공하므로 원본 한 장만 올리면 됩니다.</p>

<h2>모든 이미지에 설명 달기</h2>
<p>화면 낭독기와 검색 엔진을 위해 사진에 무엇이 담겼는지 짧게 적으세요. 예를 들면 "라운드록의 한 주택에 새로 리모델링한 턱 없는 샤워 공간이 있는 욕실"처럼요. 이미지를 볼 수 없는 방문자에게 도움이 되고, 사진이 이미지 검색에 노출되는 데도 도움이 됩니다.</p>

<h2>숨은 데이터 지우기</h2>
<p>휴대폰 사진에는 위치 정보와 카메라 정보가 들어 있습니다. 게시하기 전에 지우세요. 집이나 고객의 주소지에서 찍은 사진이라면 더욱 그렇습니다. 좋은 웹사이트 플랫폼은 업로드할 때 이 작업을 알아서 해 줍니다.</p>

<p>이미지는 빠른 사이트의 일부일 뿐입니다. 나머지는 <a href="/blog/fast-business-website-page-speed-guide">페이지 속도 가이드</a>를 읽어 보세요.</p>
`,
    },
    ru: {
      title: 'Фото, которые продают: как подготовить снимки для сайта',
      excerpt:
        'Хорошие фото вызывают доверие быстрее любых слов, а плохо подготовленные тормозят сайт. Как снимать, отбирать и уменьшать изображения, чтобы они делали и то и другое.',
      content: `
<p>Люди покупают у людей. Фотография вашего настоящего магазина, вашей настоящей команды и вашей настоящей работы с одного взгляда говорит посетителю больше, чем страница текста, и это самый быстрый способ отличаться от конкурентов с одними и теми же стоковыми картинками. Но фотографии — ещё и самая тяжёлая часть большинства сайтов. Если правильно их подготовить, вы получите доверие без ожидания.</p>

<h2>Снимайте то, что стоит показать</h2>
<ul>
  <li><strong>Используйте дневной свет.</strong> Снимайте у окна или на улице утром либо ближе к вечеру. Выключите вспышку.</li>
  <li><strong>Показывайте результат, а не инструменты.</strong> Готовую кухню, довольного пациента, блюдо в тот момент, когда его подают на стол.</li>
  <li><strong>Снимайте людей.</strong> Лица притягивают взгляд. Спросите разрешения, а у клиентов получите его в письменном виде.</li>
  <li><strong>Снимайте горизонтально</strong> для баннеров и широких блоков и сделайте несколько вертикальных кадров для телефонов.</li>
</ul>

<h2>Меньше снимков, но лучше</h2>
<p>Десять сильных фотографий лучше сорока средних. Уберите почти одинаковые кадры, смазанные снимки и всё, что требует пояснений. Держитесь единого стиля: похожий свет, похожие цвета, похожая композиция. Сайт с цельным набором изображений выглядит профессионально даже при простой вёрстке.</p>

<h2>Подгоните размер под экран</h2>
<p>Фото прямо с современного телефона может быть шириной в четыре тысячи пикселей и весить несколько мегабайт. Ни одному экрану это не нужно. Экспортируйте изображения примерно в том наибольшем размере, в котором их покажут: обычно 1600 пикселей в ширину для баннеров на всю ширину и 800 для карточек, а сайт пусть отдаёт телефонам версии поменьше.</p>

<h2>Используйте современные форматы</h2>
<p>Изображения AVIF и WebP часто вдвое легче JPEG при том же видимом качестве, и их поддерживают все современные браузеры. Хорошо сделанный сайт сам предлагает эти форматы с запасным JPEG, так что вы загружаете только один оригинал.</p>

<h2>Подпишите каждое изображение</h2>
<p>Напишите для программ экранного доступа и поисковых систем короткое описание того, что на фото: «Только что отремонтированная ванная с душем без поддона в доме в Раунд-Роке». Это помогает посетителям, которые не видят изображение, и помогает вашим фото попасть в поиск по картинкам.</p>

<h2>Удалите скрытые данные</h2>
<p>В фотографиях с телефона хранятся координаты и сведения о камере. Удаляйте их перед публикацией, особенно если снимали дома или по адресам клиентов. Хорошие платформы для сайтов делают это сами при загрузке.</p>

<p>Изображения — лишь одна из составляющих быстрого сайта: об остальном читайте в <a href="/blog/fast-business-website-page-speed-guide">нашем руководстве по скорости загрузки</a>.</p>
`,
    },
  },
  content: `
<p>People buy from people. A photo of your actual shop, your actual team and your actual work tells a visitor more in one glance than a page of text, and it is the quickest way to look different from competitors using the same stock pictures. But photos are also the heaviest part of most websites. Preparing them properly gives you the trust without the waiting.</p>

<h2>Take photos worth showing</h2>
<ul>
  <li><strong>Use daylight.</strong> Shoot near a window or outdoors in the morning or late afternoon. Turn off the flash.</li>
  <li><strong>Show the result, not the tools.</strong> A finished kitchen, a happy patient, a plate of food as it reaches the table.</li>
  <li><strong>Include people.</strong> Faces hold attention. Ask permission, and get it in writing for customers.</li>
  <li><strong>Shoot horizontally</strong> for banners and wide sections, and take a few vertical shots for phones.</li>
</ul>

<h2>Choose fewer, better images</h2>
<p>Ten strong photos beat forty average ones. Remove near-duplicates, blurry shots and anything that needs an explanation. Keep a consistent look: similar light, similar colours, similar framing. A site with a coherent set of images looks professionally designed even with a simple layout.</p>

<h2>Size them for the screen</h2>
<p>A photo straight from a modern phone can be four thousand pixels wide and several megabytes. No screen needs that. Export images at roughly the largest size they will be shown, usually 1600 pixels wide for full-width banners and 800 for cards, and let your website serve smaller versions to phones.</p>

<h2>Use modern formats</h2>
<p>AVIF and WebP images are often half the size of a JPEG with the same visible quality, and every current browser supports them. A well-built site offers these formats with a JPEG fallback automatically, so you only upload one original.</p>

<h2>Describe every image</h2>
<p>Write a short description of what each photo shows for screen readers and search engines: "Freshly renovated bathroom with walk-in shower in a Round Rock home". It helps visitors who cannot see the image and helps your photos appear in image search.</p>

<h2>Strip the hidden data</h2>
<p>Phone photos carry location data and camera details. Remove it before publishing, especially for photos taken at home or at customers' addresses. Good website platforms do this for you when you upload.</p>

<p>Images are only one part of a fast site: read <a href="/blog/fast-business-website-page-speed-guide">our page-speed guide</a> for the rest.</p>
`,
};
