-- Hindi names of the departments and Hindi descriptions of the specialties (docs/product-rules.md#languages).
-- The seeders write the same text (db/seed/hindi-names.ts); the updates below fill a database seeded before
-- this migration.
ALTER TABLE "departments" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "specialties" ADD COLUMN "description_hi" text;--> statement-breakpoint
UPDATE "departments" AS t SET "name_hi" = v.name_hi FROM (VALUES
  ('dep_general', 'जनरल मेडिसिन'),
  ('dep_cardiac', 'हृदय रोग'),
  ('dep_skin', 'त्वचा एवं बाल'),
  ('dep_women', 'महिला स्वास्थ्य'),
  ('dep_child', 'बाल स्वास्थ्य'),
  ('dep_bone', 'हड्डी एवं जोड़'),
  ('dep_eye', 'नेत्र चिकित्सा'),
  ('dep_ent', 'नाक, कान, गला (ENT)'),
  ('dep_dental', 'दंत चिकित्सा'),
  ('dep_mind', 'मानसिक स्वास्थ्य'),
  ('dep_neuro', 'न्यूरो साइंसेज (तंत्रिका रोग)'),
  ('dep_digestive', 'पेट एवं पाचन रोग'),
  ('dep_respiratory', 'श्वसन रोग'),
  ('dep_endocrine', 'डायबिटीज एवं हार्मोन रोग'),
  ('dep_kidney', 'किडनी एवं मूत्र रोग'),
  ('dep_cancer', 'कैंसर उपचार'),
  ('dep_surgery', 'सर्जरी'),
  ('dep_rehab', 'पुनर्वास (रिहैबिलिटेशन)'),
  ('dep_nutrition', 'पोषण एवं वेलनेस'),
  ('dep_ayush', 'आयुष')
) AS v(key, name_hi) WHERE t."id" = v.key;
--> statement-breakpoint
UPDATE "specialties" AS t SET "description_hi" = v.description_hi FROM (VALUES
  ('general-physician', 'बुखार, संक्रमण और रोज़मर्रा की बीमारियों में सबसे पहले दिखाएं।'),
  ('cardiology', 'दिल और ब्लड प्रेशर से जुड़ी बीमारियां।'),
  ('dermatology', 'त्वचा, बाल और नाखून की समस्याएं।'),
  ('gynaecology', 'महिलाओं का स्वास्थ्य, गर्भावस्था और प्रसव।'),
  ('paediatrics', 'शिशुओं, बच्चों और किशोरों की देखभाल।'),
  ('orthopaedics', 'हड्डियां, जोड़, लिगामेंट और रीढ़ की हड्डी।'),
  ('ophthalmology', 'आंखें और नज़र।'),
  ('ent', 'कान, नाक और गला।'),
  ('dentist', 'दांत, मसूड़े और मुंह का स्वास्थ्य।'),
  ('psychiatry', 'मानसिक रोग और उनका दवाओं से इलाज।'),
  ('neurology', 'दिमाग, रीढ़ की हड्डी और नसें।'),
  ('gastroenterology', 'पेट, आंतें और लिवर।'),
  ('pulmonology', 'फेफड़े और सांस की तकलीफ़।'),
  ('endocrinology', 'हार्मोन, थायराइड और मेटाबॉलिज़्म।'),
  ('diabetology', 'डायबिटीज की देखभाल और ब्लड शुगर पर काबू।'),
  ('nephrology', 'किडनी की बीमारियां।'),
  ('urology', 'पेशाब की नली और पुरुषों का प्रजनन स्वास्थ्य।'),
  ('oncology', 'कैंसर की जांच और इलाज।'),
  ('rheumatology', 'गठिया और ऑटोइम्यून बीमारियां।'),
  ('general-surgery', 'पेट और शरीर के कोमल ऊतकों की सर्जरी वाली समस्याएं।'),
  ('physiotherapy', 'व्यायाम से दर्द और चोट से उबरना।'),
  ('dietetics', 'वज़न और बीमारियों के लिए डाइट प्लान।'),
  ('psychology', 'काउंसलिंग और साइकोथेरेपी।'),
  ('ayurveda', 'भारत की पारंपरिक चिकित्सा पद्धति।'),
  ('homoeopathy', 'होम्योपैथिक इलाज।'),
  ('allergy-immunology', 'एलर्जी और रोग-प्रतिरोधक तंत्र के रोग।'),
  ('geriatrics', 'बुज़ुर्गों का स्वास्थ्य।')
) AS v(key, description_hi) WHERE t."slug" = v.key;
